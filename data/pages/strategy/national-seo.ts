import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'National SEO Services Australia',
    description:
      'National SEO services for Australian businesses that sell across every state: keyword strategy, content hubs, technical SEO and authority link building.',
  },
  hero: {
    category: 'SEO Services',
    title: 'National SEO Services Australia',
    subtitle: 'Reach buyers from Perth to Brisbane, not just down the road',
    description:
      'If you sell online or serve customers in every state, local rankings are not enough. National SEO puts you in front of high-intent searches across Australia, where competition is tougher and the rewards are bigger.',
    icon: 'Globe',
    gradient: 'indigo',
    buttons: [
      { label: 'Grow Nationally', href: '#contact' },
      { label: 'Speak to a Strategist', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'What Makes National SEO Different',
      paragraphs: [
        'Local SEO is about proximity. National SEO is about authority. When there is no suburb in the search, Google ranks the sites it trusts most on the topic, and you are competing with the biggest brands in your category.',
        'Winning those searches takes a deliberate strategy. You need a site structure that covers the whole topic, content that is genuinely better than what already ranks, and links from respected Australian publications and industry sites.',
      ],
      bullets: [
        'Rank for broad, high-volume terms without a location in them',
        'Build topic authority that lifts every page on your site',
        'Capture demand in every state and territory, around the clock',
      ],
    },
    {
      type: 'cards',
      heading: 'What Our National SEO Covers',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Keyword and Market Research',
          desc: 'We map the searches your buyers use at every stage, from research to purchase.',
          features: ['Search demand by topic', 'Commercial intent scoring', 'Gap analysis against competitors'],
        },
        {
          icon: 'Network',
          title: 'Site Architecture',
          desc: 'A logical structure helps Google understand what you do and which pages matter most.',
          features: ['Topic clusters and hub pages', 'Internal linking plan', 'Clean URL structure'],
        },
        {
          icon: 'FileText',
          title: 'Authority Content',
          desc: 'In-depth guides and service pages written to be the best answer on the subject.',
          features: ['Expert-led briefs', 'Editorial calendar', 'Regular content refreshes'],
        },
        {
          icon: 'Link2',
          title: 'Digital PR and Link Building',
          desc: 'Earned coverage and links from credible Australian sites in your industry.',
          features: ['Data-led story angles', 'Industry publication outreach', 'Link profile monitoring'],
        },
        {
          icon: 'Gauge',
          title: 'Technical SEO',
          desc: 'Large sites need strong foundations to get crawled, indexed and ranked properly.',
          features: ['Core Web Vitals', 'Crawl budget and indexing', 'Structured data'],
        },
        {
          icon: 'ChartLine',
          title: 'Reporting and Forecasting',
          desc: 'Clear monthly reporting tied to traffic, leads and revenue by state and channel.',
          features: ['Ranking and share-of-search tracking', 'Conversion reporting', 'Quarterly strategy reviews'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Approach',
      steps: [
        {
          step: '01',
          title: 'Research the Market',
          desc: 'We study search demand and the sites that already rank to find where you can win.',
        },
        {
          step: '02',
          title: 'Build the Foundations',
          desc: 'We fix technical issues and restructure your site around your most valuable topics.',
        },
        { step: '03', title: 'Publish and Promote', desc: 'We produce authority content and earn the links that help it rank nationally.' },
        {
          step: '04',
          title: 'Measure and Expand',
          desc: 'We track results by topic and move into new keyword groups as each one gains traction.',
        },
      ],
    },
    {
      type: 'text',
      heading: 'Is National SEO Right for You?',
      paragraphs: [
        'National SEO suits e-commerce stores, software and service businesses that deliver online, and companies with branches or distributors around the country. If most of your customers are within driving distance, local SEO will usually return more for the same budget. We will tell you honestly which fits.',
      ],
    },
  ],
  cta: {
    heading: 'Ready to Compete Across Australia?',
    text: 'Request a free audit and we will benchmark your site against the national competitors you want to overtake, then outline a realistic plan to get there.',
    button: { label: 'Request a National SEO Audit', href: '#contact' },
  },
};

export default page;
