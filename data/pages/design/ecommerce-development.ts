import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'E-commerce Development',
    description:
      'E-commerce development in Melbourne: fast, secure online stores on Shopify, WooCommerce, Magento or a custom build, designed to sell and ready to scale.',
  },
  hero: {
    category: 'Web Design',
    title: 'E-commerce Development',
    subtitle: 'Online stores built to sell',
    description:
      'An online store has one job: turn browsers into buyers. We design and develop e-commerce websites that make products easy to find, checkout easy to finish and the back office easy to run, on the platform that suits your business best.',
    icon: 'ShoppingCart',
    gradient: 'emerald',
    buttons: [{ label: 'Start Your Online Store', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'More Than a Shopping Cart',
      paragraphs: [
        'A successful online store depends on details most shoppers never notice. Fast product pages. Search that understands what people type. Shipping costs shown before the final step. Payment options Australians expect. Stock levels that stay in sync with your warehouse.',
        'We handle all of it, from product catalogue structure to payment gateways and inventory integrations. Because our team also runs e-commerce SEO and paid campaigns, we build stores that are ready for marketing from launch day.',
      ],
    },
    {
      type: 'cards',
      heading: 'E-commerce Development Services',
      intro: 'Everything needed to launch a new store or lift the performance of an existing one.',
      columns: 3,
      cards: [
        {
          icon: 'Palette',
          title: 'Store Design',
          desc: 'Custom storefront designs that showcase your products and build trust with first-time buyers.',
          features: ['Home, category and product templates', 'Mobile-first layouts', 'Trust signals and reviews'],
        },
        {
          icon: 'Search',
          title: 'Catalogue and Product Search',
          desc: 'A clear category structure, useful filters and on-site search that helps shoppers find the right item.',
          features: ['Filters and faceted navigation', 'Product variants and bundles', 'Bulk product import'],
        },
        {
          icon: 'Lock',
          title: 'Checkout and Payments',
          desc: 'A short, secure checkout with the payment and delivery options your customers expect.',
          features: ['Cards, wallets and buy now, pay later', 'Guest checkout', 'Accurate shipping and GST'],
        },
        {
          icon: 'Workflow',
          title: 'Integrations',
          desc: 'Connections to the systems that run your business, so orders flow without manual re-entry.',
          features: ['Inventory and ERP systems', 'Accounting software', 'Shipping and fulfilment platforms'],
        },
        {
          icon: 'Truck',
          title: 'Store Migration',
          desc: 'Moving platforms without losing products, customers, order history or search rankings.',
          features: ['Data migration and checks', 'URL redirect mapping', 'Launch-day monitoring'],
        },
        {
          icon: 'Gauge',
          title: 'Speed and SEO',
          desc: 'Fast page loads and a search-friendly structure so your products can be found on Google.',
          features: ['Core Web Vitals optimisation', 'Product schema markup', 'SEO-friendly URLs'],
          link: { label: 'E-commerce SEO', href: '/strategy/ecommerce-seo' },
        },
      ],
    },
    {
      type: 'panels',
      heading: 'Platforms We Build On',
      intro: 'We recommend a platform based on your range, budget and growth plans, not on habit.',
      panels: [
        {
          icon: 'Store',
          title: 'Shopify',
          desc: 'A hosted platform that is quick to launch, simple to manage and reliable under load. A strong choice for most direct-to-consumer brands.',
          points: ['Custom themes and app integrations', 'Shopify Plus for high-volume stores', 'Low maintenance overhead'],
        },
        {
          icon: 'Code2',
          title: 'WooCommerce',
          desc: 'E-commerce inside WordPress, ideal when content and commerce need to live together on one flexible site.',
          points: ['Full control over hosting and data', 'Extensive plugin ecosystem', 'Strong content and blogging tools'],
        },
        {
          icon: 'Boxes',
          title: 'Magento',
          desc: 'A powerful open-source platform, also offered as Adobe Commerce, built for large catalogues, complex pricing and multi-store operations.',
          points: ['Large and complex catalogues', 'B2B and customer-specific pricing', 'Multi-store and multi-currency'],
        },
        {
          icon: 'Wrench',
          title: 'Custom Builds',
          desc: 'A bespoke store or headless front end when your products, pricing or workflows do not fit an off-the-shelf platform.',
          points: ['Unique buying journeys and configurators', 'Headless commerce front ends', 'Deep integration with internal systems'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Build Your Store',
      steps: [
        {
          step: '01',
          title: 'Plan',
          desc: 'We review your products, operations and customers, then recommend a platform and scope.',
        },
        {
          step: '02',
          title: 'Design',
          desc: 'We design the storefront, product pages and checkout flow for your approval.',
        },
        {
          step: '03',
          title: 'Develop',
          desc: 'We build the store, load products, connect payments and integrations, and test every path to purchase.',
        },
        {
          step: '04',
          title: 'Launch and Grow',
          desc: 'We launch, track sales and behaviour, and keep improving the store with you.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Sell More Online?',
    text: 'Tell us about your products and plans. We will recommend the right platform and outline what your store needs.',
    button: { label: 'Start Your Online Store', href: '#contact' },
  },
};

export default page;
