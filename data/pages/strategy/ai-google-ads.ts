import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI Google Ads Management Melbourne',
    description:
      'AI-powered Google Ads management for Melbourne businesses: smarter bidding, predictive audiences and faster testing, guided by experienced human strategists.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI-Powered Google Ads',
    subtitle: 'Every dollar working harder',
    description:
      'Google Ads rewards advertisers who adapt quickly. We pair machine learning with experienced campaign managers to adjust bids, test ads and refine audiences around the clock, so your budget goes to the clicks most likely to convert.',
    icon: 'Cpu',
    gradient: 'blue',
    buttons: [{ label: 'Get an Ads Audit', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Automation With a Human Hand on the Wheel',
      paragraphs: [
        "Google's own automation is powerful, but it optimises for what you tell it. Feed it poor conversion data or loose targeting and it will happily spend your budget on the wrong people. Good results come from giving the algorithms clean signals and clear limits.",
        'Our AI tools analyse search terms, audience behaviour and performance patterns far faster than manual review. Our specialists decide what the data means for your business, set the guardrails and make the strategic calls.',
      ],
    },
    {
      type: 'cards',
      heading: 'AI Google Ads Services',
      columns: 3,
      cards: [
        {
          icon: 'Gauge',
          title: 'Smart Bidding Management',
          desc: 'Bid strategies tuned to your real margins and lead values.',
          features: ['Target CPA and ROAS set-up', 'Value-based bidding', 'Budget pacing'],
        },
        {
          icon: 'Users',
          title: 'Predictive Audiences',
          desc: 'Reach people who behave like your best customers.',
          features: ['Customer match lists', 'Lookalike signals', 'In-market segments'],
        },
        {
          icon: 'Wand2',
          title: 'AI Ad Copy Testing',
          desc: 'Many headline and description variations, tested continuously.',
          features: ['Responsive search ads', 'Asset performance review', 'Human-edited copy'],
        },
        {
          icon: 'Search',
          title: 'Search Term Mining',
          desc: 'Automated analysis that finds new keywords and blocks wasted spend.',
          features: ['Negative keyword lists', 'New keyword discovery', 'Intent grouping'],
        },
        {
          icon: 'Rocket',
          title: 'Performance Max Optimisation',
          desc: "Get control and clarity from Google's most automated campaign type.",
          features: ['Asset group structure', 'Audience signals', 'Placement and brand exclusions'],
        },
        {
          icon: 'LayoutDashboard',
          title: 'Real-Time Reporting',
          desc: 'Live dashboards and anomaly alerts so nothing goes unnoticed.',
          features: ['Spend and lead alerts', 'Conversion tracking checks', 'Monthly strategy reviews'],
        },
      ],
    },
    {
      type: 'metrics',
      heading: 'What AI-Managed Campaigns Deliver',
      intro: 'Average improvements across campaigns moved to our AI-assisted management.',
      metrics: [
        {
          value: '47%',
          label: 'Average ROI Increase',
          description: 'Better bidding and tighter targeting turn more of your ad spend into revenue.',
        },
        {
          value: '63%',
          label: 'Faster Optimisation',
          description: 'Automated analysis spots trends and issues sooner than manual reviews.',
        },
        {
          value: '31%',
          label: 'Lower CPC',
          description: 'Wasted clicks are filtered out and bids are set at the right level.',
        },
        {
          value: '89%',
          label: 'Better Quality Scores',
          description: 'More relevant ads and landing pages earn stronger quality ratings from Google.',
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Getting Started',
      steps: [
        { step: '01', title: 'Account Audit', desc: 'We review structure, tracking, spend and search terms to find quick wins.' },
        { step: '02', title: 'Tracking and Data', desc: 'Conversion tracking is fixed so the algorithms learn from accurate signals.' },
        { step: '03', title: 'Rebuild and Launch', desc: 'Campaigns are restructured with AI bidding, audiences and ad testing in place.' },
        { step: '04', title: 'Optimise and Report', desc: 'Continuous refinement, with clear monthly reports on leads, sales and cost.' },
      ],
    },
  ],
  cta: {
    heading: 'Put AI to Work on Your Ad Budget',
    text: 'Find out how much of your current spend is wasted and what smarter campaigns could deliver. Start with a review of your current account.',
    button: { label: 'Launch AI-Powered Campaigns', href: '#contact' },
  },
};

export default page;
