import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Custom Web Design',
    description:
      'Custom web design and development in Melbourne: bespoke websites planned around your customers, built for speed and SEO, and designed to turn visits into leads.',
  },
  hero: {
    category: 'Web Design',
    title: 'Custom Web Design',
    subtitle: 'A website built around your business, not a template',
    description:
      'Your website is often the first conversation a customer has with you. We design and build custom websites from a blank page, shaped by your goals, your customers and your brand, and engineered to load fast, rank well and produce enquiries.',
    icon: 'Layout',
    gradient: 'blue',
    buttons: [{ label: 'Start Your Custom Website', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Custom Beats a Template',
      paragraphs: [
        'Templates are built to suit everyone, which means they suit no one perfectly. They carry features you do not need, slow pages down and make your business look like hundreds of others using the same theme.',
        'A custom website starts with your customers. We work out what they need to know, what makes them hesitate and what convinces them to act, then design every page to answer those questions. Because we are a marketing agency first, SEO, analytics and conversion are part of the design from day one rather than bolted on after launch.',
      ],
      bullets: [
        'A unique design that reflects the quality of your work',
        'Clean, lightweight code for fast loading',
        'Page structure planned around the searches your customers make',
        'An easy-to-use content management system your team can update',
      ],
    },
    {
      type: 'cards',
      heading: "What's Included in a Custom Website",
      intro: 'A complete service from first workshop to launch day and beyond.',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'Strategy and Sitemap',
          desc: 'We define goals, audiences and the page structure before design starts, so the site has a clear purpose.',
          features: ['Discovery workshop', 'Competitor review', 'Sitemap and user journeys'],
        },
        {
          icon: 'Palette',
          title: 'Bespoke Design',
          desc: 'Original page designs in your brand, created for desktop, tablet and phone.',
          features: ['Homepage concepts', 'Full page designs', 'Interactive prototype for sign-off'],
        },
        {
          icon: 'Code2',
          title: 'Development',
          desc: 'Designs built into a fast, secure, accessible website on a platform that suits your team.',
          features: ['Responsive, standards-based code', 'Accessibility best practice', 'Easy content editing'],
        },
        {
          icon: 'Search',
          title: 'SEO Built In',
          desc: 'Technical SEO foundations, keyword-mapped pages and redirects handled as part of the build.',
          features: ['Clean URLs and metadata', 'Schema markup', 'Site speed optimisation'],
          link: { label: 'Explore SEO Services', href: '/strategy/seo' },
        },
        {
          icon: 'Feather',
          title: 'Content and Copy',
          desc: 'Persuasive, search-friendly copy written for each page, or editing of the content you already have.',
          features: ['Page-by-page copywriting', 'Calls to action that convert', 'Image selection and sourcing'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Launch and Support',
          desc: 'Careful testing, a smooth launch and ongoing care so the site stays secure and up to date.',
          features: ['Cross-browser and device testing', 'Analytics and conversion tracking', 'Maintenance plans available'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Web Design Process',
      steps: [
        {
          step: '01',
          title: 'Discover',
          desc: 'We learn about your business, customers and competitors, and agree what the website must achieve.',
        },
        {
          step: '02',
          title: 'Design',
          desc: 'We plan the structure, design the key pages and refine them with you until they are right.',
        },
        {
          step: '03',
          title: 'Build',
          desc: 'Our developers build the site, add the content and test it thoroughly on every device size.',
        },
        {
          step: '04',
          title: 'Launch',
          desc: 'We launch, set up tracking, train your team and monitor performance in the weeks that follow.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Custom Web Design Questions',
      items: [
        {
          q: 'Will we be able to update the website ourselves?',
          a: 'Yes. We build on a content management system suited to your team and show you how to edit pages, add posts and swap images.',
        },
        {
          q: 'What if we already rank well on Google?',
          a: 'We map your existing pages and set up redirects so the rankings you have earned carry over to the new site.',
        },
        {
          q: 'How is the project priced?',
          a: 'Every custom website is quoted on its scope. After an initial conversation we send a fixed proposal so you know exactly what is included.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready for a Website That Works as Hard as You Do?',
    text: `Tell us about your business and goals. We will reply within ${site.replyWithin} to arrange a no-obligation conversation.`,
    button: { label: 'Start Your Custom Website', href: '#contact' },
  },
};

export default page;
