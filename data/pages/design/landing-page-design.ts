import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Landing Page Design',
    description:
      'Landing page design in Melbourne: focused, fast pages for ads, launches and lead generation, written and tested to turn more of your paid clicks into customers.',
  },
  hero: {
    category: 'Web Design',
    title: 'Landing Page Design',
    subtitle: 'One page, one goal, more conversions',
    description:
      'Sending paid traffic to your home page wastes money. A dedicated landing page matches the ad that brought the visitor, makes one clear offer and removes every distraction from the path to yes. We design, write and build landing pages that turn clicks into leads and sales.',
    icon: 'Target',
    gradient: 'rose',
    buttons: [{ label: 'Design My Landing Page', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'What Makes a Landing Page Convert',
      paragraphs: [
        'A landing page is not a smaller website. It exists for a single action, whether that is filling in a form, booking a call or buying a product. Everything on it either helps the visitor take that action or gets in the way.',
        'We build every page around the same fundamentals, then adapt them to your audience, offer and traffic source.',
      ],
      bullets: [
        'A headline that matches the ad or email the visitor just clicked',
        'A clear offer and one obvious call to action',
        'Proof that builds trust: reviews, results and recognisable details',
        'Short forms that ask only for what you need',
        'Fast loading on mobile, where much paid traffic lands',
      ],
    },
    {
      type: 'cards',
      heading: 'Landing Page Types We Design',
      intro: 'Different goals need different pages. These are the six types we build most often.',
      columns: 3,
      cards: [
        {
          icon: 'Magnet',
          title: 'Lead Generation Pages',
          desc: 'Pages that capture contact details in exchange for a quote, consultation or free resource.',
          features: ['Short, well-placed forms', 'Clear value exchange', 'CRM and email integration'],
        },
        {
          icon: 'MousePointerClick',
          title: 'Click-Through Pages',
          desc: 'Warm-up pages that explain an offer before sending visitors on to a cart or sign-up.',
          features: ['Benefit-led storytelling', 'Single call-to-action button', 'Ideal for e-commerce offers'],
        },
        {
          icon: 'DollarSign',
          title: 'Sales Pages',
          desc: 'Long-form pages that answer every objection for higher-value products and services.',
          features: ['Persuasive, structured copy', 'Testimonials and guarantees', 'Multiple calls to action'],
        },
        {
          icon: 'Calendar',
          title: 'Event and Webinar Registration',
          desc: 'Registration pages that fill seats for webinars, workshops and in-person events.',
          features: ['Speaker and agenda sections', 'Calendar and reminder integration', 'Urgency without gimmicks'],
        },
        {
          icon: 'Rocket',
          title: 'Product Launch Pages',
          desc: 'Pages that build excitement and capture interest before and during a launch.',
          features: ['Waitlist and pre-order capture', 'Product imagery and video', 'Launch countdown options'],
        },
        {
          icon: 'Megaphone',
          title: 'Paid Campaign Pages',
          desc: 'Pages matched to specific Google Ads and social campaigns to lift relevance and conversion.',
          features: ['Message match with each ad group', 'Variants for A/B testing', 'Conversion tracking set up'],
          link: { label: 'Google Ads Management', href: '/strategy/google-ads' },
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Build Landing Pages',
      steps: [
        {
          step: '01',
          title: 'Brief',
          desc: 'We confirm the offer, audience, traffic source and the single action the page must drive.',
        },
        {
          step: '02',
          title: 'Wireframe and Copy',
          desc: 'We plan the page structure and write the copy together, so words and layout support each other.',
        },
        {
          step: '03',
          title: 'Design and Build',
          desc: 'We design and build a fast, mobile-first page with tracking and form integrations in place.',
        },
        {
          step: '04',
          title: 'Test and Optimise',
          desc: 'We run A/B tests on headlines, offers and layouts, and keep the version that converts best.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Landing Page Questions',
      items: [
        {
          q: 'Which platform do you build landing pages on?',
          a: 'We can build inside your existing website or on a dedicated landing page tool. We recommend whichever lets you launch and test fastest.',
        },
        {
          q: 'Do you write the copy as well?',
          a: 'Yes. Copy and design are planned together, because a beautiful page with a weak offer will not convert.',
        },
        {
          q: 'How do we know if the page is working?',
          a: 'We set up conversion tracking before launch and report on conversion rate, cost per lead and test results, so every change is measured.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get More From Every Click',
    text: 'Tell us about your campaign and offer. We will design a landing page built to convert the traffic you are already paying for.',
    button: { label: 'Design My Landing Page', href: '#contact' },
  },
};

export default page;
