import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Keyword Research Guide',
    description:
      'A practical keyword research guide from a Melbourne SEO agency: find the searches your customers use, judge intent and difficulty, and plan your pages.',
  },
  hero: {
    category: 'SEO Resources',
    title: 'Keyword Research Guide',
    subtitle: 'Find the words your customers actually type into Google',
    description:
      'Keyword research is the foundation of every SEO and paid search campaign. Get it right and every page you write has a job to do. Get it wrong and you can rank first for searches that never bring a single customer.',
    icon: 'Search',
    gradient: 'blue',
  },
  sections: [
    {
      type: 'text',
      heading: 'What Keyword Research Really Is',
      paragraphs: [
        'Keyword research is the process of finding the searches people use when they need what you sell, then deciding which of those searches your website should try to win. It tells you what to call your services, which pages to create and which questions your content must answer.',
        'The goal is not the biggest numbers. A term with 50 searches a month from buyers ready to book can be worth far more than a term with 5,000 searches from people who are just curious. Good research balances three things: how many people search, what they want when they search, and how hard it will be to rank.',
      ],
    },
    {
      type: 'steps',
      heading: 'A Simple Keyword Research Process',
      steps: [
        {
          step: '01',
          title: 'Brainstorm Seed Terms',
          desc: 'List your products, services and the problems you solve, in the words customers use. Check your enquiry emails and sales calls: they are full of real phrasing.',
        },
        {
          step: '02',
          title: 'Expand With Tools',
          desc: 'Run seed terms through Google Keyword Planner, Search Console and Google\u2019s own autocomplete and \u201cPeople also ask\u201d boxes to uncover variations, questions and local searches.',
        },
        {
          step: '03',
          title: 'Judge Intent and Difficulty',
          desc: 'Search each term and study the results. Are they service pages, shops or articles? Are the top sites big national brands or local businesses like yours? That tells you what to build and whether you can compete.',
        },
        {
          step: '04',
          title: 'Map Keywords to Pages',
          desc: 'Give each page one main topic and a handful of close variations. Avoid two pages chasing the same term, and create new pages for valuable topics you do not yet cover.',
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Four Types of Search Intent',
      intro: 'Every keyword carries an intent. Match the page to the intent and rankings come far more easily.',
      columns: 4,
      cards: [
        {
          icon: 'BookOpen',
          title: 'Informational',
          desc: 'The searcher wants to learn, such as \u201chow to fix a leaking tap\u201d. Answer with guides, articles and FAQs.',
        },
        {
          icon: 'Compass',
          title: 'Navigational',
          desc: 'The searcher wants a specific brand or website. Make sure your own brand name always leads to you.',
        },
        {
          icon: 'Scale',
          title: 'Commercial',
          desc: 'The searcher is comparing options, such as \u201cbest accounting software for tradies\u201d. Answer with comparisons and detailed service pages.',
        },
        {
          icon: 'MousePointerClick',
          title: 'Transactional',
          desc: 'The searcher is ready to act, such as \u201cemergency plumber Richmond\u201d. Answer with a focused service page and an easy way to call or book.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Keyword Research FAQs',
      items: [
        {
          q: 'Should I target short or long keywords?',
          a: 'Start with longer, more specific phrases. They have less competition and usually convert better. Broader terms come within reach as your site builds authority.',
        },
        {
          q: 'How often should I redo keyword research?',
          a: 'Review it at least once a year, and whenever you launch a new service or see a change in enquiries. Search habits shift, and so do your competitors.',
        },
        {
          q: 'Do local keywords matter for a Melbourne business?',
          a: 'Very much. 46% of Google searches are local, so include suburbs, \u201cnear me\u201d variations and service areas wherever they reflect how customers search.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Turn Your Keywords Into Rankings',
    text: 'Keyword research tells you where to aim. Our guide to ranking on Google shows what to do next: on-page optimisation, ranking factors and the strategies that move pages up.',
    button: { label: 'Read Full Guide', href: '/resources/rank-on-google' },
  },
};

export default page;
