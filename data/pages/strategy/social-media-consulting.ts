import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Social Media Consulting Melbourne',
    description:
      'Social media consulting in Melbourne: audits, strategy, team training and governance for businesses that run social in-house and want better results.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'Social Media Consulting',
    subtitle: 'Expert direction for teams that run social in-house',
    description:
      'You have people posting, but are you getting anything back? Our consultants review what you are doing, decide where your effort should go and give your team the plan, skills and processes to deliver it without hiring an agency full time.',
    icon: 'MessageCircle',
    gradient: 'teal',
    buttons: [{ label: 'Book a Strategy Session', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'When consulting is the right fit',
      paragraphs: [
        'Many organisations already have the people to run social media. What they lack is a clear strategy, a fair read on what is working and someone outside the business to challenge old habits. That is where a consultant adds the most value.',
        'We work alongside your marketing team, not in place of it. Engagements range from a one-off audit and strategy to a regular advisory retainer, and everything we produce is yours to keep and use.',
      ],
      bullets: [
        'Your team posts regularly but results are flat or hard to measure',
        'You are spread across too many platforms and unsure which to drop',
        'Leadership wants a social strategy tied to business goals',
        'You are about to hire or restructure and need a clear plan first',
      ],
    },
    {
      type: 'cards',
      heading: 'Consulting services',
      intro: 'Choose a single engagement or combine them into an ongoing advisory program.',
      columns: 2,
      cards: [
        {
          icon: 'ScanSearch',
          title: 'Social Media Audit',
          desc: 'A frank review of every account, with evidence on what is working and what is wasting time.',
          features: ['Content and engagement analysis', 'Competitor benchmarking', 'Prioritised recommendations'],
        },
        {
          icon: 'Map',
          title: 'Strategy Development',
          desc: 'A written strategy covering audiences, platforms, content pillars and measures of success.',
          features: ['Goal and KPI setting', 'Platform selection', 'Content pillars and tone', '12-month roadmap'],
        },
        {
          icon: 'GraduationCap',
          title: 'Team Training',
          desc: 'Practical workshops that lift your team\u2019s skills in content, advertising and analytics.',
          features: ['Tailored workshop content', 'Hands-on platform sessions', 'Templates and checklists'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Governance and Policy',
          desc: 'Clear rules for who posts, who approves and what to do when something goes wrong.',
          features: ['Social media policy', 'Approval workflows', 'Crisis response plan'],
        },
        {
          icon: 'Megaphone',
          title: 'Paid Social Review',
          desc: 'An independent check of your ad accounts, structure, targeting and spend.',
          features: ['Account structure review', 'Audience and creative analysis', 'Budget allocation advice'],
        },
        {
          icon: 'Headphones',
          title: 'Ongoing Advisory',
          desc: 'A senior consultant on call for monthly reviews, planning sessions and quick questions.',
          features: ['Monthly strategy calls', 'Performance reviews', 'Campaign sign-off support'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'How we advise',
      intro: 'Eight principles guide every recommendation we make.',
      columns: 4,
      size: 'small',
      cards: [
        { icon: 'Goal', title: 'Business outcomes', desc: 'Every channel must earn its place against a real commercial goal.' },
        { icon: 'Filter', title: 'Focus', desc: 'Fewer platforms done well beat many done poorly.' },
        { icon: 'Users', title: 'Audience truth', desc: 'Decisions start from what your customers actually do online.' },
        { icon: 'Database', title: 'Evidence', desc: 'Recommendations are backed by your data, not trends of the week.' },
        { icon: 'Scale', title: 'Independence', desc: 'We give honest advice, including when to spend less.' },
        { icon: 'Wrench', title: 'Practical plans', desc: 'Strategies sized to the people and hours you really have.' },
        { icon: 'GraduationCap', title: 'Skills transfer', desc: 'We leave your team more capable than we found it.' },
        { icon: 'Repeat', title: 'Regular review', desc: 'Plans are revisited as results and platforms change.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Common questions',
      items: [
        {
          q: 'Will you post on our behalf?',
          a: 'Consulting focuses on strategy, training and review. If you would rather hand over day-to-day management, we also offer managed services for Facebook, LinkedIn, Instagram, Pinterest and YouTube.',
        },
        {
          q: 'How long does an audit and strategy take?',
          a: 'Most audits and written strategies are delivered within three to five weeks, depending on the number of accounts and stakeholders involved.',
        },
        {
          q: 'Do you work with larger organisations?',
          a: 'Yes. Our governance, approval and reporting work is built for multi-location businesses and marketing teams managing several brands or regions.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get a clear plan for social media',
    text: 'Tell us how your team runs social today and what you want from it. We will recommend the right consulting engagement.',
    button: { label: 'Get Social Media Consulting', href: '#contact' },
  },
};

export default page;
