import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'HubSpot Platinum Partner',
    description:
      'HubSpot implementation, CRM setup, marketing automation, migration and training for Melbourne businesses that want more from their HubSpot investment.',
  },
  hero: {
    category: 'Marketing Automation',
    title: 'HubSpot Platinum Partner',
    subtitle: 'HubSpot setup, automation and CRM support',
    description:
      'HubSpot can connect your marketing, sales and service in one place, but only if it is set up around the way your business actually works. We implement, integrate and optimise HubSpot so your team uses it every day and your reports finally match reality.',
    icon: 'Workflow',
    gradient: 'amber',
    buttons: [{ label: 'Review My HubSpot', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Get the value you are paying for',
      paragraphs: [
        'Many businesses buy HubSpot with big plans and end up using a fraction of it. Contacts are messy, deal stages mean different things to different people, workflows were built once and forgotten, and leadership still exports spreadsheets to see the pipeline.',
        'We start with your sales and marketing process, then configure HubSpot to support it. The goal is simple: clean data, automation that saves real hours and reporting that everyone trusts.',
      ],
      bullets: [
        'New HubSpot portals set up properly from day one',
        'Existing portals audited, cleaned and rebuilt where needed',
        'Integrations with your website, ecommerce store and finance tools',
        'Training so your team adopts the system instead of working around it',
      ],
    },
    {
      type: 'panels',
      heading: 'The HubSpot hubs we work with',
      panels: [
        {
          icon: 'Megaphone',
          title: 'Marketing Hub',
          desc: 'Email, forms, landing pages, lead scoring, campaigns and attribution reporting.',
          points: ['Lead capture and nurture workflows', 'Lifecycle stages and lead scoring', 'Campaign and source reporting'],
        },
        {
          icon: 'Handshake',
          title: 'Sales Hub',
          desc: 'Pipelines, deal stages, sequences, meeting links and sales forecasting.',
          points: ['Pipeline design', 'Sales sequences and templates', 'Forecast and activity dashboards'],
        },
        {
          icon: 'Headphones',
          title: 'Service Hub',
          desc: 'Tickets, help desk, knowledge base and customer feedback.',
          points: ['Ticket pipelines and routing', 'Knowledge base setup', 'Customer satisfaction surveys'],
        },
        {
          icon: 'Layout',
          title: 'Content Hub',
          desc: 'Websites, landing pages and blogs built on HubSpot and connected to the CRM.',
          points: ['Theme and template builds', 'Smart content', 'SEO recommendations'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'HubSpot services',
      columns: 3,
      cards: [
        {
          icon: 'Rocket',
          title: 'Implementation',
          desc: 'A complete HubSpot setup, configured around your process rather than default settings.',
          features: ['Properties and lifecycle stages', 'Users, teams and permissions', 'Tracking code and domains'],
        },
        {
          icon: 'Database',
          title: 'CRM Migration',
          desc: 'Contacts, companies, deals and history moved from spreadsheets or another CRM.',
          features: ['Data mapping', 'Cleaning and de-duplication', 'Test imports', 'Post-migration checks'],
        },
        {
          icon: 'Workflow',
          title: 'Marketing Automation',
          desc: 'Workflows that nurture leads, alert sales and keep records up to date automatically.',
          features: ['Nurture sequences', 'Lead rotation and alerts', 'Data hygiene workflows'],
        },
        {
          icon: 'Puzzle',
          title: 'Integrations',
          desc: 'HubSpot connected to the tools your business already relies on.',
          features: ['Website and form integration', 'Ecommerce and accounting apps', 'Custom API connections'],
        },
        {
          icon: 'LayoutDashboard',
          title: 'Reporting and Dashboards',
          desc: 'Dashboards that show leadership, marketing and sales the numbers they care about.',
          features: ['Funnel and pipeline reports', 'Source attribution', 'Custom dashboards'],
        },
        {
          icon: 'GraduationCap',
          title: 'Training and Support',
          desc: 'Role-based training and ongoing help as your team and portal grow.',
          features: ['Team training sessions', 'How-to guides', 'Monthly support retainer'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How a HubSpot project runs',
      steps: [
        { step: '01', title: 'Discover', desc: 'We map your sales and marketing process, data sources and reporting needs.' },
        { step: '02', title: 'Design', desc: 'We document properties, pipelines, workflows and integrations before building anything.' },
        { step: '03', title: 'Build', desc: 'The portal is configured, data is migrated and integrations are connected and tested.' },
        { step: '04', title: 'Train', desc: 'Each team learns the parts of HubSpot they will use every day.' },
        { step: '05', title: 'Improve', desc: 'We review adoption and results after launch and refine what needs it.' },
      ],
    },
  ],
  cta: {
    heading: 'Make HubSpot work the way your business does',
    text: 'Whether you are starting fresh or untangling an existing portal, tell us what you need. We will recommend a clear scope and next steps.',
    button: { label: 'Get HubSpot Help', href: '#contact' },
  },
};

export default page;
