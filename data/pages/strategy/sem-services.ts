import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEM Services Melbourne',
    description:
      'Managed SEM services in Melbourne: paid search campaigns planned alongside your SEO, so you win more of the results page for less. Google and Microsoft ads.',
  },
  hero: {
    category: 'Paid Media',
    title: 'SEM Services',
    subtitle: 'Paid and organic search, planned as one',
    description:
      'Customers do not care whether a result is an ad or an organic listing. They click what answers their question. Our SEM services manage your paid search campaigns with your SEO in view, so you cover the searches that matter without paying twice for the same click.',
    icon: 'Search',
    gradient: 'cyan',
    buttons: [{ label: 'Plan My Search Campaigns', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Own more of the results page',
      paragraphs: [
        'Search engine marketing is the managed, paid side of search: ads on Google and Bing that appear for the keywords your customers use. On its own it delivers fast, controllable traffic. Combined with SEO, it becomes far more efficient.',
        'Because we run both disciplines under one roof, we can see where you already rank well and where you are invisible. Paid budget goes where organic results are weak, new keywords are tested with ads before content is written for them, and search term data from ads feeds straight back into your SEO plan.',
      ],
    },
    {
      type: 'comparison',
      heading: 'How paid and organic search work together',
      columns: [
        {
          icon: 'Zap',
          title: 'Paid search gives you',
          points: [
            'Visibility from the day campaigns launch',
            'Control over message, location and timing',
            'Fast keyword and offer testing',
            'Coverage for competitive and seasonal terms',
          ],
        },
        {
          icon: 'TrendingUp',
          title: 'SEO gives you',
          points: [
            'Traffic that does not stop when budgets do',
            'Credibility that comes with organic rankings',
            'Lower long-term cost per visit',
            'Content that supports every other channel',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our SEM services',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Search Campaign Management',
          desc: 'Google Ads and Microsoft Advertising campaigns built, run and refined by our specialists.',
          features: ['Account structure', 'Keyword and match type strategy', 'Weekly optimisation'],
        },
        {
          icon: 'Layers',
          title: 'Paid and Organic Overlap Analysis',
          desc: 'We compare your rankings with your ad spend to find waste and gaps.',
          features: ['Brand term strategy', 'Keyword gap analysis', 'Budget reallocation'],
        },
        {
          icon: 'Type',
          title: 'Ad Copy and Assets',
          desc: 'Ads written to match intent and stand out next to competitors and organic listings.',
          features: ['Responsive search ads', 'Sitelinks and callouts', 'Ongoing copy tests'],
        },
        {
          icon: 'MapPin',
          title: 'Local Search Ads',
          desc: 'Location-targeted campaigns for businesses that serve specific suburbs and regions.',
          features: ['Radius and suburb targeting', 'Location and call assets', 'Business Profile linking'],
        },
        {
          icon: 'Activity',
          title: 'Conversion Tracking',
          desc: 'Every call, form and sale tracked, so bidding decisions are based on real results.',
          features: ['GA4 and Tag Manager', 'Call tracking', 'Enhanced conversions'],
        },
        {
          icon: 'LayoutDashboard',
          title: 'Joined-Up Reporting',
          desc: 'One monthly report showing paid and organic search side by side, so you see the full picture.',
          features: ['Combined search dashboard', 'Cost per lead by channel', 'Recommendations for next month'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Getting started',
      steps: [
        {
          step: '01',
          title: 'Search landscape review',
          desc: 'We map your rankings, competitors and current ad performance for your key terms.',
        },
        { step: '02', title: 'Plan', desc: 'Keywords are split between paid, organic or both, with a budget and target for each.' },
        { step: '03', title: 'Build and launch', desc: 'Campaigns and tracking go live, and SEO priorities are updated to match.' },
        {
          step: '04',
          title: 'Manage and share insight',
          desc: 'Weekly optimisation continues, and search term data is fed back into content planning.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Win more searches with one joined-up plan',
    text: 'Tell us which searches matter to your business. We will show you where paid and organic search can each do the most work.',
    button: { label: 'Start Search Marketing', href: '#contact' },
  },
};

export default page;
