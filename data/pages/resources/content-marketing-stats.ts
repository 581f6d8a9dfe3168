import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Content Marketing Statistics',
    description:
      'Content marketing statistics that matter for Australian businesses, plus how to set benchmarks, track growth and measure the ROI of your own content.',
  },
  hero: {
    category: 'Content Marketing',
    title: 'Content Marketing Statistics',
    subtitle: 'The numbers worth knowing, and the ones worth tracking',
    description:
      'Industry statistics help make the case for content. Your own numbers decide whether it is working. This page gathers the figures we rely on and shows you how to build benchmarks for your business.',
    icon: 'BarChart3',
    gradient: 'blue',
  },
  sections: [
    {
      type: 'text',
      heading: 'Statistics That Shape Content Strategy',
      paragraphs: [
        'A handful of figures explain why content, search and email deserve a place in almost every marketing plan. They describe how people find businesses and how buyers make decisions:',
      ],
      bullets: [
        'Google handles 8.5 billion searches daily, and 46% of Google searches are local',
        'Business buyers consume 13 content pieces before purchase',
        'Email marketing returns $42 per $1 spent',
        'A 2% conversion increase can double ROI',
      ],
      after: [
        'Treat published statistics with care. Many are global averages, some come from vendors with something to sell, and few reflect your industry, price point or the Australian market. Use them to understand direction, not to set targets.',
        'The most reliable statistics are the ones you collect yourself. A few months of consistent tracking in Google Analytics, Search Console and your email platform will tell you more about what content does for your business than any industry report.',
      ],
    },
    {
      type: 'cards',
      heading: 'What to Measure and How',
      intro: 'Four lenses for turning content data into decisions.',
      columns: 4,
      cards: [
        {
          icon: 'Ruler',
          title: 'Industry Benchmarks',
          desc: 'Benchmarks give context, not targets. Compare your email open and click rates with the averages your email platform publishes for your industry, and your site\u2019s conversion rate with similar businesses where you can find credible data. Most importantly, compare against your own past performance. Record a baseline before any new content program starts so progress can be measured honestly.',
          features: ['Record your own baseline', 'Compare like with like', 'Prefer credible, recent sources'],
        },
        {
          icon: 'TrendingUp',
          title: 'Growth Trends',
          desc: 'Look at direction over months, not days. Track organic traffic, the number of keywords you rank for, newsletter subscribers and returning visitors, and compare each month with the same month last year to remove seasonal swings. Watch which topics and formats are growing. Rising search demand for a question your customers ask is a signal to publish on it.',
          features: ['Year-on-year comparisons', 'Rankings and subscriber growth', 'Emerging topics to cover'],
        },
        {
          icon: 'DollarSign',
          title: 'ROI Statistics',
          desc: 'Content ROI is revenue attributed to content, minus its cost, divided by that cost. Include writing, design, tools and staff time in the cost. Attribute revenue with conversion tracking and a CRM that records how each lead first found you. Content often assists rather than closes a sale, so review assisted conversions as well as last-click results before judging a piece.',
          features: ['Full cost accounting', 'Lead source tracking in your CRM', 'Assisted conversions'],
        },
        {
          icon: 'Target',
          title: 'Success Metrics',
          desc: 'Choose a few metrics tied to business goals. For awareness: organic visits and search impressions. For engagement: time on page, scroll depth and email clicks. For conversion: leads, enquiries and sales from content. Report them monthly in one simple dashboard, and agree in advance what result would lead you to invest more, change course or stop.',
          features: ['Metrics tied to goals', 'One monthly dashboard', 'Agreed decision points'],
        },
      ],
    },
  ],
  cta: {
    heading: 'See the Numbers From Real Campaigns',
    text: 'Our case studies show measured results from client work, including organic traffic, revenue, lead conversion and new users, and the strategies that produced them.',
    button: { label: 'View Statistics', href: '/work/case-studies' },
  },
};

export default page;
