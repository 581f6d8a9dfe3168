import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO & Digital Marketing Case Studies',
    description:
      'Case studies from our Melbourne SEO agency: how we lifted organic traffic, revenue, lead conversion and new users for Australian businesses.',
  },
  hero: {
    category: 'Our Work',
    title: 'Case Studies',
    subtitle: 'Real campaigns, measured in traffic, leads and revenue',
    description:
      'Every engagement starts with a problem a business owner could not solve alone. These case studies show what we found, what we changed and what happened next. The numbers come from our clients\u2019 own analytics, not from projections.',
    icon: 'Trophy',
    gradient: 'amber',
    buttons: [{ label: 'Get Results Like These', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'cards',
      heading: 'What Our Results Have in Common',
      intro:
        'Different industries, different budgets, different starting points. The same four outcomes keep showing up when the strategy is right and the work is done properly.',
      columns: 4,
      cards: [
        {
          icon: 'TrendingUp',
          title: 'Search Visibility',
          desc: 'Fixing the technical basics and publishing pages that match real searches took one client to +347% organic traffic. The traffic kept coming after the work was done.',
        },
        {
          icon: 'DollarSign',
          title: 'Revenue Growth',
          desc: 'Traffic only matters when it pays. By tying campaigns to sales data, one program generated $2.4M in revenue that we could trace back to the work.',
        },
        {
          icon: 'MousePointerClick',
          title: 'Lead Conversion',
          desc: 'Clearer offers, faster pages and simpler forms turned more existing visitors into enquiries, delivering a +189% lift in lead conversion without extra ad spend.',
        },
        {
          icon: 'Users',
          title: 'Audience Reach',
          desc: 'Content and social campaigns built around what buyers actually ask brought in 45K+ new users, many of whom later returned as customers.',
        },
      ],
    },
    {
      type: 'caseStudies',
      id: 'case-studies',
      heading: 'Featured Case Studies',
      intro: 'A closer look at four engagements: the industry, how long the work ran, the headline result and the approach behind it.',
    },
    {
      type: 'steps',
      heading: 'How We Get These Results',
      intro: 'Each case study followed the same disciplined process. Nothing is guesswork and nothing is hidden from the client.',
      steps: [
        {
          step: '01',
          title: 'Audit and Baseline',
          desc: 'We measure where you stand today: rankings, traffic, conversion rates and the technical health of your site. That baseline is what we report against.',
        },
        {
          step: '02',
          title: 'Strategy and Priorities',
          desc: 'We rank the opportunities by likely return and effort, then agree a plan with you. Quick wins come first so you see progress early.',
        },
        {
          step: '03',
          title: 'Execution',
          desc: 'Our team handles the technical fixes, content, links, ads and landing pages. You approve the work; we do the heavy lifting.',
        },
        {
          step: '04',
          title: 'Measure and Refine',
          desc: 'Monthly reports show leads and revenue, not just rankings. We double down on what works and drop what does not.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Want to Be Our Next Case Study?',
    text: 'Start with the featured case studies: the industry, the timeline, the headline result and the approach behind each one. Then tell us about your business.',
    button: { label: 'View Case Studies', href: '#case-studies' },
  },
};

export default page;
