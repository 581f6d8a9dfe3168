import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Lead Generation Services Melbourne',
    description:
      'Lead generation for Melbourne businesses: targeted campaigns, landing pages and nurturing that deliver qualified enquiries your sales team can close.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Lead Generation Services',
    subtitle: 'Qualified enquiries, not just more form fills',
    description:
      'A full pipeline makes every other business decision easier. We combine search, paid media, content and smart follow-up to bring in leads that match your ideal customer, then hand them to your sales team ready to talk.',
    icon: 'Magnet',
    gradient: 'amber',
    buttons: [{ label: 'Grow Your Pipeline', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Quality Over Quantity',
      paragraphs: [
        'Cheap leads are easy to buy. Leads that turn into paying customers are harder. The difference comes from targeting the right people, offering them something genuinely useful and following up at the right moment.',
        'We build lead generation systems around your sales process. That means agreeing what a qualified lead looks like before spending a dollar, tracking every enquiry back to its source and reporting on revenue, not just volume.',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Lead Generation Services',
      intro: 'Each channel is chosen for how well it reaches your buyers, not because it is fashionable.',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Search Lead Generation',
          desc: 'Capture people actively searching for what you offer, through SEO and Google Ads.',
          features: ['High-intent keyword targeting', 'Local and national campaigns', 'Call and form tracking'],
          link: { label: 'Google Ads', href: '/strategy/google-ads' },
        },
        {
          icon: 'Layout',
          title: 'Landing Pages',
          desc: 'Focused pages built to turn clicks into enquiries.',
          features: ['Message-matched copy', 'Short, smart forms', 'Ongoing A/B testing'],
          link: { label: 'Landing Page Design', href: '/design/landing-page-design' },
        },
        {
          icon: 'BookOpen',
          title: 'Lead Magnets',
          desc: 'Guides, checklists and tools that prospects happily swap their details for.',
          features: ['Topic research', 'Writing and design', 'Gated download set-up'],
        },
        {
          icon: 'Briefcase',
          title: 'LinkedIn Campaigns',
          desc: 'Reach decision makers by job title, industry and company size.',
          features: ['Lead gen forms', 'Sponsored content', 'Account-based targeting'],
        },
        {
          icon: 'Mail',
          title: 'Email Nurturing',
          desc: 'Automated sequences that warm up leads who are not ready to buy yet.',
          features: ['Welcome sequences', 'Behaviour-based triggers', 'Sales handover alerts'],
        },
        {
          icon: 'Filter',
          title: 'Lead Scoring',
          desc: 'Rank leads by fit and interest so sales spends time on the best ones.',
          features: ['Scoring model design', 'CRM integration', 'Qualification rules'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Build Your Pipeline',
      steps: [
        {
          step: '01',
          title: 'Define the Ideal Lead',
          desc: 'We agree with your sales team which leads are worth chasing and which are not.',
        },
        {
          step: '02',
          title: 'Build the Offer',
          desc: 'We create the landing pages, lead magnets and forms that give people a reason to enquire.',
        },
        { step: '03', title: 'Launch Campaigns', desc: 'Targeted campaigns go live across the channels your buyers actually use.' },
        {
          step: '04',
          title: 'Nurture and Optimise',
          desc: 'Follow-up sequences and weekly optimisation lift lead quality and lower cost per lead.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Lead Generation Questions',
      items: [
        {
          q: 'Do you sell lead lists?',
          a: 'No. Every lead we generate comes from someone who chose to contact you, which keeps you compliant with Australian privacy and spam laws.',
        },
        {
          q: 'Who owns the leads?',
          a: 'You do. All leads flow into your own CRM or inbox, and all ad accounts are set up in your name.',
        },
        {
          q: 'Do you work with B2B and B2C businesses?',
          a: 'Both. The channels differ, but the principles of targeting, offer and follow-up are the same.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Fill Your Pipeline With the Right Leads',
    text: 'Tell us who your ideal customer is. We will outline the channels and offers most likely to bring them to you.',
    button: { label: 'Start Lead Generation', href: '#contact' },
  },
};

export default page;
