import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEM Consulting Melbourne',
    description:
      'Independent SEM consulting in Melbourne: paid search audits, strategy, tracking reviews and coaching for in-house teams and businesses managing their own ads.',
  },
  hero: {
    category: 'Paid Media',
    title: 'SEM Consulting',
    subtitle: 'A senior second opinion on your search marketing',
    description:
      'Whether your ads are run in-house, by another agency or by you late at night, an independent consultant can spot what is costing you money. We audit, advise and coach, so you make better decisions about search spend with confidence.',
    icon: 'Compass',
    gradient: 'indigo',
    buttons: [{ label: 'Book a Paid Search Audit', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Advice without the management fee',
      paragraphs: [
        'Search engine marketing, or SEM, covers the paid side of search: Google Ads and Microsoft Advertising campaigns that place your business at the top of the results. Spend grows quickly, and small mistakes in structure, bidding or tracking compound month after month.',
        'SEM consulting gives you expert direction without handing over the keys. We work with business owners who run their own campaigns, marketing managers who want an outside check, and leadership teams who need to know whether their agency is doing a good job.',
      ],
      bullets: [
        'Your cost per lead has crept up and nobody can explain why',
        'You suspect your conversion data is wrong or incomplete',
        'You are planning to bring paid search in-house',
        'You want a fair assessment of an agency\u2019s work before renewing',
      ],
    },
    {
      type: 'cards',
      heading: 'Consulting engagements',
      columns: 2,
      cards: [
        {
          icon: 'FileSearch',
          title: 'Paid Search Audit',
          desc: 'A line-by-line review of your Google Ads or Microsoft Advertising account, delivered as a prioritised action list.',
          features: ['Account structure and settings', 'Keyword and search term waste', 'Ad and asset quality', 'Bidding and budgets'],
        },
        {
          icon: 'Crosshair',
          title: 'Tracking and Attribution Review',
          desc: 'We check that every conversion is counted once, correctly, and credited sensibly.',
          features: ['Conversion action audit', 'GA4 and Tag Manager checks', 'Attribution model advice'],
        },
        {
          icon: 'Map',
          title: 'SEM Strategy',
          desc: 'A plan for which campaigns to run, how to split budget and what results to expect.',
          features: ['Market and competitor analysis', 'Budget modelling', 'Campaign roadmap'],
        },
        {
          icon: 'Scale',
          title: 'Agency Performance Review',
          desc: 'An independent assessment of the work your current agency is delivering.',
          features: ['Account change history', 'Report accuracy', 'Fee and value comparison'],
        },
        {
          icon: 'GraduationCap',
          title: 'In-House Coaching',
          desc: 'One-on-one or team sessions that build the skills to run search campaigns well.',
          features: ['Tailored training plans', 'Live account walkthroughs', 'Checklists and templates'],
          link: { label: 'Start with Paid Search 101', href: '/resources/paid-search-101' },
        },
        {
          icon: 'Headphones',
          title: 'Advisory Retainer',
          desc: 'Regular check-ins with a senior consultant to review performance and plan next steps.',
          features: ['Monthly account reviews', 'Strategy calls', 'Email support between sessions'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How a consulting engagement works',
      steps: [
        { step: '01', title: 'Brief', desc: 'We discuss your goals, concerns and the decisions you need to make.' },
        { step: '02', title: 'Access', desc: 'You grant read-only access to your ad accounts and analytics.' },
        { step: '03', title: 'Analyse', desc: 'We review the data and document findings in plain English.' },
        { step: '04', title: 'Recommend', desc: 'A workshop walks your team through the priorities and how to act on them.' },
      ],
    },
    {
      type: 'faq',
      heading: 'SEM consulting questions',
      items: [
        {
          q: 'What is the difference between SEM consulting and SEM services?',
          a: 'Consulting is advice, audits and training while your team keeps running the campaigns. Our SEM services are fully managed, with our specialists running the accounts day to day.',
        },
        {
          q: 'Can you implement the recommendations too?',
          a: 'Yes. Many clients start with an audit and then ask us to make the changes, either as a one-off project or through ongoing management.',
        },
        {
          q: 'Do you need edit access?',
          a: 'No. Read-only access is enough for an audit. Nothing in your account changes without your approval.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Know exactly where your search budget goes',
    text: 'Tell us about your accounts and what concerns you. We will scope an audit or consulting engagement that answers your questions.',
    button: { label: 'Get SEM Consulting', href: '#contact' },
  },
};

export default page;
