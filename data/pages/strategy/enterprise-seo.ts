import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Enterprise SEO Services',
    description:
      'Enterprise SEO for large Australian organisations: technical SEO at scale, governance across teams, international sites and reporting that boards understand.',
  },
  hero: {
    category: 'SEO Services',
    title: 'Enterprise SEO',
    subtitle: 'Search strategy for large, complex websites',
    description:
      'Big websites have big advantages in search, and big ways to waste them. We help large organisations fix technical debt, align teams and turn thousands of pages into a reliable source of qualified demand.',
    icon: 'Building2',
    gradient: 'indigo',
    buttons: [
      { label: 'Book an Enterprise Review', href: '#contact' },
      { label: 'Speak to Our Team', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'SEO at Enterprise Scale',
      paragraphs: [
        'On a site with tens of thousands of URLs, small mistakes multiply. A template change can remove titles from a whole section. A migration can lose years of accumulated links overnight. A new content system can create duplicate pages faster than anyone notices.',
        'Enterprise SEO is as much about process as it is about keywords. Development, content, product and marketing teams all touch search performance. Our job is to give them shared priorities, clear standards and the data to make good decisions.',
      ],
      bullets: [
        'Protect existing rankings during redesigns, re-platforms and migrations',
        'Prioritise technical work by commercial impact, not by audit score',
        'Give every team clear SEO requirements they can build into their work',
      ],
    },
    {
      type: 'cards',
      heading: 'Enterprise SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'Server',
          title: 'Technical SEO at Scale',
          desc: 'Deep audits of crawling, rendering and indexing across very large sites.',
          features: ['Log file analysis', 'JavaScript rendering checks', 'Crawl budget management'],
        },
        {
          icon: 'Workflow',
          title: 'Migration Management',
          desc: 'Careful planning so a new platform or domain does not cost you your traffic.',
          features: ['URL mapping and redirects', 'Pre-launch testing', 'Post-launch monitoring'],
        },
        {
          icon: 'Languages',
          title: 'International and Multi-Site SEO',
          desc: 'Structures that serve the right page to the right country and language.',
          features: ['Hreflang implementation', 'Domain and folder strategy', 'Regional content plans'],
        },
        {
          icon: 'ClipboardCheck',
          title: 'SEO Governance',
          desc: 'Standards and checks that keep search quality high as many teams publish.',
          features: ['SEO requirements for developers', 'Content templates and guidelines', 'Release checklists'],
        },
        {
          icon: 'Database',
          title: 'Content at Scale',
          desc: 'Templates and programs that keep thousands of pages useful and unique.',
          features: ['Programmatic page quality', 'Content pruning and consolidation', 'Topic gap analysis'],
        },
        {
          icon: 'LayoutDashboard',
          title: 'Executive Reporting',
          desc: 'Dashboards that connect organic performance to revenue and pipeline.',
          features: ['Custom data dashboards', 'Forecasts and business cases', 'Quarterly leadership briefings'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Work With Large Organisations',
      steps: [
        { step: '01', title: 'Discovery', desc: 'We meet your stakeholders, review your systems and audit the site in depth.' },
        {
          step: '02',
          title: 'Prioritised Roadmap',
          desc: 'Every recommendation is sized by effort and expected impact so teams can plan sprints.',
        },
        {
          step: '03',
          title: 'Embedded Delivery',
          desc: 'We work alongside your developers and content teams, reviewing tickets and releases.',
        },
        {
          step: '04',
          title: 'Monitor and Report',
          desc: 'Automated alerts catch regressions early, and regular reports keep leaders informed.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Enterprise SEO Questions',
      items: [
        {
          q: 'Do you replace our in-house SEO team?',
          a: 'Usually not. Most enterprise clients use us to add senior capacity, specialist technical skills or an outside view alongside their own people.',
        },
        {
          q: 'Can you work within our security and procurement processes?',
          a: 'Yes. We are used to supplier onboarding, access controls and change management, and we adapt our workflow to yours.',
        },
        {
          q: 'How is an enterprise engagement priced?',
          a: 'Enterprise work is scoped to your site and goals. After an initial review we provide a written proposal with a clear scope and deliverables.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Make Your Website Pull Its Weight',
    text: 'Tell us about your site, your teams and your goals. We will come back with an initial view of where the biggest search opportunities are.',
    button: { label: 'Request an Enterprise SEO Review', href: '#contact' },
  },
};

export default page;
