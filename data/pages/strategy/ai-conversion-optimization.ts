import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI Conversion Optimisation Melbourne',
    description:
      'AI conversion optimisation for Australian websites: behaviour analysis, faster testing and personalisation that turn more visitors into leads and sales.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI Conversion Optimisation',
    subtitle: 'Learn faster, convert more',
    description:
      'Traditional testing is slow: one idea, one test, weeks of waiting. AI-assisted optimisation analyses visitor behaviour at scale, spots problems sooner and personalises pages in real time, so improvements arrive in weeks rather than quarters.',
    icon: 'TrendingUp',
    gradient: 'indigo',
    buttons: [{ label: 'Get a Conversion Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'How AI Speeds Up Optimisation',
      paragraphs: [
        'Every visit to your website leaves a trail: where people click, how far they scroll, where they hesitate and where they leave. There is far too much of it to review by hand. AI models sift through that behaviour, group visitors by intent and point to the pages and moments that cost you the most sales.',
        'Our team then decides what to change and why. We combine machine analysis with proven conversion principles, test the ideas most likely to pay off and roll out the winners quickly. You still get rigorous results. You just get them sooner.',
      ],
    },
    {
      type: 'metrics',
      heading: 'Results From AI-Driven Optimisation',
      metrics: [
        {
          value: '127%',
          label: 'Conversion Lift',
          description: 'Higher conversion rates from tested, data-backed page improvements.',
        },
        {
          value: '73%',
          label: 'Faster Tests',
          description: 'Smarter traffic allocation reaches reliable answers in less time.',
        },
        {
          value: '89%',
          label: 'Bounce Reduction',
          description: 'Pages matched to visitor intent keep people engaged past the first screen.',
        },
        {
          value: '2.3x',
          label: 'Revenue per Visitor',
          description: 'More value from every visit, not just more visits.',
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Six Areas We Optimise',
      columns: 3,
      cards: [
        {
          icon: 'Eye',
          title: 'Behaviour Analysis',
          desc: 'AI reviews sessions, clicks and scroll patterns to find friction automatically.',
          features: ['Heatmap pattern detection', 'Rage and dead click alerts', 'Drop-off analysis'],
        },
        {
          icon: 'FlaskConical',
          title: 'Multivariate Testing',
          desc: 'Test several elements at once and let the data find the strongest combination.',
          features: ['Adaptive traffic allocation', 'Statistical safeguards', 'Clear test reports'],
        },
        {
          icon: 'Users',
          title: 'Personalisation',
          desc: 'Show different messages to different visitors based on source, location or behaviour.',
          features: ['Audience segments', 'Dynamic headlines and offers', 'Returning visitor journeys'],
        },
        {
          icon: 'Layout',
          title: 'Landing Page Optimisation',
          desc: 'Tighten the pages your ads and emails send traffic to.',
          features: ['Message matching', 'Layout and copy tests', 'Form simplification'],
          link: { label: 'Landing Page Design', href: '/design/landing-page-design' },
        },
        {
          icon: 'ShoppingCart',
          title: 'Checkout Optimisation',
          desc: 'Reduce abandonment at the most valuable step of the journey.',
          features: ['Step and field reduction', 'Trust and payment cues', 'Abandonment recovery'],
        },
        {
          icon: 'Gauge',
          title: 'Speed and Mobile Experience',
          desc: 'Fast, easy pages on every device, because delay costs conversions.',
          features: ['Core Web Vitals fixes', 'Mobile usability testing', 'Image and script optimisation'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Process',
      steps: [
        { step: '01', title: 'Data Collection', desc: 'We verify tracking and gather behaviour data across your key pages.' },
        { step: '02', title: 'AI Analysis', desc: 'Models surface the biggest conversion blockers and the segments they affect.' },
        {
          step: '03',
          title: 'Test and Personalise',
          desc: 'Our team designs tests and personalised experiences, prioritised by expected value.',
        },
        { step: '04', title: 'Scale the Wins', desc: 'Proven changes roll out site-wide, and the cycle begins again.' },
      ],
    },
  ],
  cta: {
    heading: 'Get More From Every Visitor',
    text: 'See where your website is losing customers and how quickly AI-assisted testing could win them back. Tell us about your site to get started.',
    button: { label: 'Start AI Optimisation', href: '#contact' },
  },
};

export default page;
