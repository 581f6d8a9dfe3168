import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Portfolio: Websites, SEO & Campaigns',
    description:
      'Browse the kinds of projects our Melbourne team delivers: website rebuilds, local SEO, e-commerce stores, B2B content hubs and paid campaigns.',
  },
  hero: {
    category: 'Our Work',
    title: 'Portfolio',
    subtitle: 'Websites, search programs and campaigns built to perform',
    description:
      'Our portfolio spans clinic websites, trade businesses, online stores and B2B firms across Australia. Every project pairs good design with the search, content and tracking work that makes a website earn its keep.',
    icon: 'Briefcase',
    gradient: 'violet',
    buttons: [{ label: 'Start Your Project', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Work That Looks Good and Pulls Its Weight',
      paragraphs: [
        'A beautiful website that nobody finds is an expensive brochure. A high-ranking page that nobody trusts is a missed sale. Our projects are built so design, search and conversion work together from day one.',
        'Many of our clients prefer their names kept private, so we describe projects by the type of business and the problem we solved. Ask us on a call and we can walk you through examples closest to your own industry.',
      ],
    },
    {
      type: 'cards',
      heading: 'Representative Projects',
      intro: 'Six project types we deliver often, and what each one involved.',
      columns: 3,
      cards: [
        {
          icon: 'Stethoscope',
          title: 'Melbourne Physiotherapy Clinic Rebuild',
          desc: 'A dated clinic site rebuilt for mobile patients, with clear service pages, practitioner profiles and online booking that works on the first tap.',
          features: ['Responsive redesign', 'Local SEO and Google Business Profile', 'Online booking integration'],
        },
        {
          icon: 'Wrench',
          title: 'Multi-Suburb Plumbing Lead Engine',
          desc: 'Suburb landing pages, an emergency call path and review collection for a trade business that relied on word of mouth.',
          features: ['Service area pages', 'Click-to-call tracking', 'Review generation process'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Homewares Store Shopify Migration',
          desc: 'A growing online retailer moved to Shopify without losing its search rankings, with faster product pages and cleaner category structure.',
          features: ['Redirect mapping', 'Product schema markup', 'Checkout and speed improvements'],
        },
        {
          icon: 'Factory',
          title: 'Industrial Supplier B2B Content Hub',
          desc: 'Technical guides and specification pages that help engineers and buyers compare options and request quotes.',
          features: ['B2B keyword research', 'Technical article series', 'Quote request funnel'],
        },
        {
          icon: 'Megaphone',
          title: 'Professional Services Google Ads Rebuild',
          desc: 'An underperforming ad account restructured around high-intent keywords, with dedicated landing pages and proper conversion tracking.',
          features: ['Account restructure', 'Landing page design', 'Conversion tracking setup'],
        },
        {
          icon: 'Heart',
          title: 'Dental Practice Patient Acquisition',
          desc: 'A new-patient program combining local search, treatment pages written in plain language and an email follow-up sequence.',
          features: ['Treatment page content', 'Local map pack optimisation', 'Patient email nurturing'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'What Goes Into Every Project',
      items: [
        { title: 'Discovery', desc: 'We learn your customers, competitors and goals before any design or writing starts.' },
        { title: 'Search-first structure', desc: 'Pages are planned around what people actually search for.' },
        { title: 'Conversion design', desc: 'Clear calls to action, fast load times and forms people finish.' },
        { title: 'Tracking', desc: 'Analytics and conversion tracking set up so results can be measured, not guessed.' },
      ],
    },
  ],
  cta: {
    heading: 'See the Results Behind the Work',
    text: 'Our case studies show the measured outcomes: traffic, leads and revenue. Read them, then tell us about your own project.',
    button: { label: 'View Full Portfolio', href: '/work/case-studies' },
  },
};

export default page;
