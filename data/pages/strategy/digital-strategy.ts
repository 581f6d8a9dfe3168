import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Digital Strategy Services Melbourne',
    description:
      'A clear digital marketing strategy for your Melbourne business: goals, channels, budget and a practical roadmap, built from research and tied to revenue.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Digital Strategy',
    subtitle: 'One plan that connects every channel',
    description:
      'SEO, ads, social, email and your website work best when they pull in the same direction. We build a digital strategy that sets clear goals, chooses the right channels and tells your team what to do next.',
    icon: 'Compass',
    gradient: 'blue',
    buttons: [{ label: 'Plan Your Strategy', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why You Need a Digital Strategy',
      paragraphs: [
        'Plenty of businesses do digital marketing without a strategy. They post on social because competitors do, run ads because someone recommended it, and refresh the website every few years. The result is scattered effort and reports that never quite answer the question: is this working?',
        'A digital strategy links your online activity to business outcomes. It defines who you are trying to reach, what you want them to do, which channels will get them there and how progress will be measured. It also tells you what to stop doing.',
      ],
    },
    {
      type: 'steps',
      heading: 'Our Strategy Process',
      intro: 'Six stages take you from scattered activity to a plan with clear owners and numbers.',
      steps: [
        {
          step: '01',
          title: 'Business Goals',
          desc: 'We start with your commercial targets, margins and capacity, so marketing goals reflect what the business needs.',
        },
        {
          step: '02',
          title: 'Audience Research',
          desc: 'We define your priority customers, their needs and how they search, compare and buy.',
        },
        {
          step: '03',
          title: 'Competitor Analysis',
          desc: 'We review competitor websites, search visibility, ads and content to find gaps you can own.',
        },
        {
          step: '04',
          title: 'Channel Audit',
          desc: 'Each current channel is assessed on cost, reach and results, using your analytics and ad data.',
        },
        {
          step: '05',
          title: 'Strategy and Roadmap',
          desc: 'You get a prioritised plan with channel roles, budget split, timelines and responsibilities.',
        },
        {
          step: '06',
          title: 'Measurement Framework',
          desc: 'We set KPIs and reporting so everyone can see progress and adjust quickly.',
        },
      ],
    },
    {
      type: 'cards',
      heading: 'What the Strategy Covers',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Search',
          desc: 'How SEO and paid search work together to capture demand.',
          features: ['Keyword priorities', 'Organic and paid split', 'Local search plan'],
          link: { label: 'SEO Services', href: '/strategy/seo' },
        },
        {
          icon: 'Layout',
          title: 'Website',
          desc: 'The role your site plays and the improvements it needs to convert.',
          features: ['Structure and content gaps', 'Conversion priorities', 'Technical fixes'],
        },
        {
          icon: 'FileText',
          title: 'Content',
          desc: 'Topics, formats and publishing rhythm that build trust and traffic.',
          features: ['Content pillars', 'Editorial calendar', 'Repurposing plan'],
        },
        {
          icon: 'Share2',
          title: 'Social Media',
          desc: 'Which platforms deserve your time and what to post on each.',
          features: ['Platform selection', 'Organic and paid mix', 'Community approach'],
        },
        {
          icon: 'Mail',
          title: 'Email and Automation',
          desc: 'Nurturing leads and keeping customers coming back.',
          features: ['List growth', 'Automated sequences', 'Segmentation'],
        },
        {
          icon: 'BarChart3',
          title: 'Measurement',
          desc: 'Tracking that shows what each channel contributes.',
          features: ['KPI definitions', 'Dashboard set-up', 'Review cadence'],
          link: { label: 'Web Analytics', href: '/strategy/web-analytics' },
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Strategy Questions',
      items: [
        {
          q: 'What do we receive at the end?',
          a: 'A written strategy and roadmap, a budget recommendation, a KPI framework and a presentation to walk your team through it.',
        },
        {
          q: 'Can our own team deliver the plan?',
          a: 'Yes. The roadmap is written so an in-house team can act on it. We can also deliver some or all of it for you.',
        },
        {
          q: 'How often should the strategy be reviewed?',
          a: 'We recommend a light review each quarter and a fuller refresh each year, or sooner if your market changes.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Build a Strategy That Pays Off',
    text: 'Stop guessing which channels matter. Share your goals and we will show you how a focused digital strategy would work for your business.',
    button: { label: 'Develop Digital Strategy', href: '#contact' },
  },
};

export default page;
