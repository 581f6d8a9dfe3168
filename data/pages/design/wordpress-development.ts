import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'WordPress Development',
    description:
      'WordPress development in Melbourne: custom themes, plugins, WooCommerce stores, migrations and care plans for fast, secure sites your team can update.',
  },
  hero: {
    category: 'Web Design',
    title: 'WordPress Development',
    subtitle: 'Flexible, fast WordPress sites your team can run',
    description:
      'WordPress powers a large share of the web because it is flexible and easy to edit. Done badly, it becomes slow, insecure and cluttered with plugins. We build WordPress sites the right way: custom-coded, lean, secure and simple for your team to manage.',
    icon: 'Code2',
    gradient: 'indigo',
    buttons: [{ label: 'Start Your WordPress Project', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'WordPress, Built Properly',
      paragraphs: [
        'Many WordPress sites start with a heavy off-the-shelf theme and a page builder, then pile on plugins until every page takes seconds to load. Updates become risky, security holes appear and the site is hard to change.',
        'Our developers build custom themes with only the code you need. Editors get a clean, structured dashboard with reusable blocks, so adding a page or post never breaks the design. The result is a site that is quick, secure and built to grow with your business.',
      ],
      bullets: [
        'Custom themes with no unnecessary bloat',
        'Block-based editing that keeps layouts on brand',
        'A minimal set of trusted, maintained plugins',
        'Technical SEO and speed optimisation as standard',
      ],
    },
    {
      type: 'cards',
      heading: 'WordPress Solutions',
      intro: 'Six ways we help businesses get more from WordPress.',
      columns: 3,
      cards: [
        {
          icon: 'Building2',
          title: 'Business Websites',
          desc: 'Professional marketing sites for service businesses that need to generate enquiries.',
          features: ['Custom design and theme', 'Service and location pages', 'Lead forms connected to your CRM'],
        },
        {
          icon: 'Paintbrush',
          title: 'Custom Theme Development',
          desc: 'Your design coded into a bespoke theme with custom blocks, instead of a bloated multipurpose theme.',
          features: ['Pixel-accurate builds', 'Custom Gutenberg blocks', 'Lightweight, documented code'],
        },
        {
          icon: 'Puzzle',
          title: 'Plugin Development',
          desc: 'Custom plugins for features off-the-shelf tools cannot handle, from booking flows to API integrations.',
          features: ['Bespoke functionality', 'Third-party API connections', 'Secure, update-safe code'],
        },
        {
          icon: 'ShoppingCart',
          title: 'WooCommerce Stores',
          desc: 'Online stores built on WooCommerce, ideal when you want content and commerce in one place.',
          features: ['Product and checkout setup', 'Payment and shipping integrations', 'Store speed optimisation'],
          link: { label: 'E-commerce Development', href: '/design/ecommerce-development' },
        },
        {
          icon: 'Truck',
          title: 'Migrations and Rebuilds',
          desc: 'Moving to WordPress from another platform, or rebuilding an ageing WordPress site, without losing rankings.',
          features: ['Content and media migration', '301 redirect mapping', 'Pre- and post-launch SEO checks'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Maintenance and Security',
          desc: 'Ongoing care plans that keep your site updated, backed up, monitored and secure.',
          features: ['Core, theme and plugin updates', 'Daily backups and uptime monitoring', 'Security hardening'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our WordPress Process',
      steps: [
        {
          step: '01',
          title: 'Scope',
          desc: 'We map your requirements, content and integrations, and agree exactly what the site needs to do.',
        },
        {
          step: '02',
          title: 'Design',
          desc: 'We design the pages and the editing experience, so the site works for visitors and for your team.',
        },
        {
          step: '03',
          title: 'Develop',
          desc: 'We build the custom theme and blocks on a staging site, load content and test thoroughly.',
        },
        {
          step: '04',
          title: 'Launch and Train',
          desc: 'We go live, hand over with a training session and offer ongoing care to keep everything running.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'WordPress Questions',
      items: [
        {
          q: 'Can you work on our existing WordPress site?',
          a: 'Yes. We often take over existing sites, audit them and fix speed, security or design problems before deciding whether a rebuild is needed.',
        },
        {
          q: 'Do you use page builders?',
          a: 'We prefer custom blocks in the native WordPress editor. They are faster, easier to maintain and keep your layouts consistent.',
        },
        {
          q: 'Who owns the site when it is finished?',
          a: 'You do. Once the project is paid in full, the theme, content and hosting access all belong to your business.',
        },
      ],
    },
  ],
  cta: {
    heading: "Let's Build a Better WordPress Site",
    text: 'Whether you need a new build, a rebuild or ongoing care, tell us about your site and we will recommend the right approach.',
    button: { label: 'Start Your WordPress Project', href: '#contact' },
  },
};

export default page;
