import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Shopify Development',
    description:
      'Shopify development in Melbourne: store setup, custom themes, apps, migrations and Shopify Plus builds for Australian brands ready to grow their online sales.',
  },
  hero: {
    category: 'Web Design',
    title: 'Shopify Development',
    subtitle: 'Shopify stores that look distinctive and sell',
    description:
      'Shopify makes it easy to start selling online. Standing out and scaling up takes more. We design custom Shopify themes, connect the apps and systems you rely on and tune every page for speed and conversion, from first store to Shopify Plus.',
    icon: 'Store',
    gradient: 'teal',
    buttons: [{ label: 'Start Your Shopify Store', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Brands Choose Shopify',
      paragraphs: [
        'Shopify takes care of hosting, security and payments, which leaves you free to focus on products and customers. It is reliable during sales peaks, has a large app ecosystem and is simple for your team to manage day to day.',
        'The catch is that many Shopify stores look alike. A lightly edited free theme will not win over a shopper comparing you with three competitors. We build custom storefronts that reflect your brand, and we keep the app list lean so the store stays fast.',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Shopify Services',
      intro: 'From a new store to an established brand outgrowing its current setup.',
      columns: 3,
      cards: [
        {
          icon: 'Rocket',
          title: 'Store Setup',
          desc: 'A complete, launch-ready store with products, collections, payments, shipping and tax configured for Australia.',
          features: ['Product and collection setup', 'Shipping zones and GST', 'Payment gateways and policies'],
        },
        {
          icon: 'Paintbrush',
          title: 'Custom Theme Design',
          desc: 'A unique Online Store 2.0 theme with flexible sections your team can rearrange without a developer.',
          features: ['Designed around your brand', 'Editable sections and blocks', 'Mobile-first product pages'],
        },
        {
          icon: 'Puzzle',
          title: 'Apps and Integrations',
          desc: 'The right apps chosen, configured and connected, plus custom apps when nothing off the shelf fits.',
          features: ['Reviews, subscriptions and loyalty', 'Inventory and accounting sync', 'Custom app development'],
        },
        {
          icon: 'Truck',
          title: 'Migration to Shopify',
          desc: 'Moving from WooCommerce, Magento or another platform with products, customers and rankings intact.',
          features: ['Product and customer import', 'Order history transfer', '301 redirects for every URL'],
        },
        {
          icon: 'Gauge',
          title: 'Speed and Conversion',
          desc: 'Audits and improvements that make your store faster and easier to buy from.',
          features: ['App and script clean-up', 'Image and theme optimisation', 'Checkout and cart improvements'],
        },
        {
          icon: 'Search',
          title: 'Shopify SEO',
          desc: 'Collection and product pages structured to rank, with the technical basics handled properly.',
          features: ['Keyword-led collection pages', 'Duplicate URL handling', 'Product structured data'],
          link: { label: 'E-commerce SEO', href: '/strategy/ecommerce-seo' },
        },
      ],
    },
    {
      type: 'text',
      heading: 'Shopify Plus for Growing Brands',
      paragraphs: [
        'Shopify Plus is the enterprise tier of Shopify, designed for brands with high order volumes, wholesale channels or international ambitions. It adds more control over checkout, automation and multi-store management while keeping the reliability of the core platform.',
        'We help brands decide whether Plus is worth it for them, plan the move and make full use of its features once they are there.',
      ],
      bullets: [
        'Checkout customisation through checkout extensibility',
        'Automated workflows with Shopify Flow to cut manual admin',
        'Expansion stores for new markets, currencies and languages',
        'Built-in B2B and wholesale features with customer-specific pricing',
        'Organisation-level admin for managing several stores in one place',
      ],
    },
    {
      type: 'steps',
      heading: 'How We Build Shopify Stores',
      steps: [
        {
          step: '01',
          title: 'Discovery',
          desc: 'We learn about your products, customers and operations, and choose the right plan and apps.',
        },
        {
          step: '02',
          title: 'Design',
          desc: 'We design the home, collection, product and cart pages for mobile and desktop.',
        },
        {
          step: '03',
          title: 'Build',
          desc: 'We develop the theme, set up products and integrations and test every purchase path.',
        },
        {
          step: '04',
          title: 'Launch and Optimise',
          desc: 'We launch, monitor sales and behaviour, and keep refining the store to lift conversions.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Grow on Shopify?',
    text: 'Whether you are launching your first store or moving to Shopify Plus, tell us where you are and we will map out the next step.',
    button: { label: 'Start Your Shopify Store', href: '#contact' },
  },
};

export default page;
