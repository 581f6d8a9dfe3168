import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Conversion Rate Optimisation Services Melbourne',
    description:
      'Conversion rate optimisation for Melbourne businesses: research, A/B testing and page fixes that turn more of your existing traffic into leads and sales.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Conversion Rate Optimisation',
    subtitle: 'More enquiries from the traffic you already have',
    description:
      'Buying more traffic is the expensive way to grow. We find where visitors drop off, work out why, and test changes until more of them call, enquire or buy. Every decision is backed by data, not opinion.',
    icon: 'MousePointerClick',
    gradient: 'emerald',
    buttons: [{ label: 'Get a CRO Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Conversion Rate Matters',
      paragraphs: [
        'Your website already attracts visitors. The question is how many of them take the next step. A 2% conversion increase can double ROI, because every extra enquiry comes from traffic you have already paid for through SEO, ads or social.',
        'Conversion rate optimisation (CRO) is the disciplined work of removing friction. Slow pages, vague headlines, long forms and hidden phone numbers all cost you customers quietly. We measure those leaks, rank them by likely impact, and fix the biggest ones first.',
      ],
      bullets: [
        'Lower cost per lead without raising your ad budget',
        'Clear evidence for every change, from controlled tests',
        'Insights about your customers that improve all your marketing',
      ],
    },
    {
      type: 'steps',
      heading: 'Our CRO Process',
      intro: 'A repeatable testing cycle that compounds gains month after month.',
      steps: [
        {
          step: '01',
          title: 'Analytics Audit',
          desc: 'We check your tracking is accurate, then map the funnel to see exactly where visitors leave.',
        },
        {
          step: '02',
          title: 'User Research',
          desc: 'Heatmaps, session recordings and on-page surveys show what people try to do and where they get stuck.',
        },
        {
          step: '03',
          title: 'Hypotheses',
          desc: 'Each problem becomes a clear, testable idea, ranked by expected impact, confidence and effort.',
        },
        {
          step: '04',
          title: 'Design and Build',
          desc: 'Our designers and developers create test variations that match your brand and load fast.',
        },
        {
          step: '05',
          title: 'A/B Testing',
          desc: 'Variations run against your current page until the result is statistically reliable, not just promising.',
        },
        {
          step: '06',
          title: 'Implement Winners',
          desc: 'Proven changes go live permanently, and we document what we learned about your audience.',
        },
        {
          step: '07',
          title: 'Repeat and Scale',
          desc: 'Each round feeds the next. Lessons from one page are applied across the rest of your site.',
        },
      ],
    },
    {
      type: 'list',
      heading: 'What We Test',
      intro: 'Small elements often carry the biggest wins. These are the areas we test most often.',
      items: [
        { title: 'Headlines', desc: 'Clear value propositions that tell visitors they are in the right place.' },
        { title: 'Calls to action', desc: 'Button wording, colour, placement and the number of choices on a page.' },
        { title: 'Forms', desc: 'Fewer fields, smarter ordering and helpful error messages.' },
        { title: 'Pricing pages', desc: 'Plan layout, anchoring and how clearly inclusions are explained.' },
        { title: 'Landing pages', desc: 'Message match between the ad or search result and the page itself.' },
        { title: 'Trust signals', desc: 'Reviews, guarantees and contact details placed where doubts arise.' },
        { title: 'Checkout flows', desc: 'Steps, guest checkout, payment options and delivery information.' },
        { title: 'Mobile layouts', desc: 'Tap targets, sticky buttons and page speed on smaller screens.' },
      ],
    },
    {
      type: 'faq',
      heading: 'CRO Questions',
      items: [
        {
          q: 'How much traffic do I need for testing?',
          a: 'A/B tests need enough visitors to reach a reliable result. For lower-traffic sites we focus on research-led fixes and usability improvements instead of formal split tests.',
        },
        {
          q: 'How long does a test run?',
          a: 'Usually two to six weeks, depending on traffic and how big the change is. We never stop a test early just because it looks good.',
        },
        {
          q: 'Will testing affect my SEO?',
          a: 'No. We use search-friendly testing methods and keep content crawlable, so your rankings stay safe.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Turn More Visitors Into Customers',
    text: 'Tell us about your website and goals. We will review your funnel and show you where the quickest conversion wins are.',
    button: { label: 'Start CRO Testing', href: '#contact' },
  },
};

export default page;
