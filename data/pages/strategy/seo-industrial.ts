import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO for Industrial Companies',
    description:
      'SEO for Australian manufacturers, engineering firms and industrial suppliers. Reach engineers and procurement teams when they search for your capabilities.',
  },
  hero: {
    category: 'SEO by Industry',
    title: 'SEO for Industrial Companies',
    subtitle: 'Get found by engineers, buyers and procurement teams',
    description:
      'Industrial buyers research online long before they request a quote. We help manufacturers, fabricators, engineering firms and suppliers rank for the technical searches that lead to large, long-term contracts.',
    icon: 'Factory',
    gradient: 'amber',
    buttons: [
      { label: 'Generate Industrial Leads', href: '#contact' },
      { label: 'Speak to a Specialist', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Industrial SEO Is Different',
      paragraphs: [
        'Industrial buyers do not search like consumers. They search for part numbers, material grades, tolerances, standards and processes. Search volumes are small, but a single enquiry can be worth a contract that runs for years.',
        'Many industrial websites are brochures that say little about real capabilities. Engineers want specifications, procurement teams want proof of quality, and Google wants detailed, expert content. Giving all three what they need is where industrial SEO pays off.',
      ],
      bullets: [
        'Target low-volume, high-value technical searches your competitors ignore',
        'Turn capability lists into pages that rank and answer buyer questions',
        'Support long sales cycles with content for every stage of the decision',
      ],
    },
    {
      type: 'cards',
      heading: 'Industrial SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Technical Keyword Research',
          desc: 'We find the precise terms engineers and buyers use for your products and processes.',
          features: ['Product and process terms', 'Standards and specification searches', 'Industry-specific language'],
        },
        {
          icon: 'Settings',
          title: 'Capability Pages',
          desc: 'Detailed pages for each service, process and material you work with.',
          features: ['Specifications and tolerances', 'Equipment and capacity', 'Applications by industry'],
        },
        {
          icon: 'FileSpreadsheet',
          title: 'Product Catalogue SEO',
          desc: 'Make large product ranges and data sheets visible and easy to navigate.',
          features: ['Catalogue structure', 'Searchable data sheets', 'Product schema markup'],
        },
        {
          icon: 'BadgeCheck',
          title: 'Trust and Compliance Content',
          desc: 'Show buyers the quality systems and standards that qualify you as a supplier.',
          features: ['Quality and safety information', 'Project examples', 'Industries served'],
        },
        {
          icon: 'Handshake',
          title: 'Lead Generation',
          desc: 'Turn technical visitors into quote requests and sales conversations.',
          features: ['Request-a-quote forms', 'Downloadable resources', 'CRM and lead tracking'],
        },
        {
          icon: 'Globe',
          title: 'National and Export Reach',
          desc: 'Reach buyers across Australia and in the export markets you supply.',
          features: ['National keyword strategy', 'International targeting', 'Distributor and region pages'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Approach',
      steps: [
        {
          step: '01',
          title: 'Learn Your Capabilities',
          desc: 'We talk to your engineers and sales team to understand what you make and who buys it.',
        },
        {
          step: '02',
          title: 'Map Buyer Searches',
          desc: 'We research how each buyer group searches, from first research to supplier shortlist.',
        },
        {
          step: '03',
          title: 'Build and Optimise',
          desc: 'We fix technical issues and create capability and product content with your experts.',
        },
        { step: '04', title: 'Track Enquiries', desc: 'We report on quote requests and qualified leads, not just visits.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Industrial SEO Questions',
      items: [
        {
          q: 'Our products are highly technical. Can you write about them accurately?',
          a: 'Yes. We interview your engineers and product managers, draft from their knowledge and have them check every technical detail before anything is published.',
        },
        {
          q: 'Is SEO worth it when so few people search for what we make?',
          a: 'Often more so. Low search volumes mean less competition, and each enquiry tends to be worth far more than a typical consumer lead.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Support Long Sales Cycles With the Right Content',
    text: 'Industrial buyers read a lot before they reach out. A B2B content strategy gives engineers and decision-makers the material they need to shortlist you.',
    button: { label: 'Develop B2B Strategy', href: '/strategy/b2b-content-strategy' },
  },
};

export default page;
