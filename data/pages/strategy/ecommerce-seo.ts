import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'E-commerce SEO Services Melbourne',
    description:
      'E-commerce SEO for Australian online stores on Shopify, WooCommerce, Magento and BigCommerce. More product visibility, more organic sales, less ad spend.',
  },
  hero: {
    category: 'SEO Services',
    title: 'E-commerce SEO',
    subtitle: 'Turn product searches into sales',
    description:
      'Shoppers search Google before they buy. We make sure your categories and products show up when they do, so your store earns a steady stream of organic sales without paying for every click.',
    icon: 'ShoppingCart',
    gradient: 'violet',
    buttons: [
      { label: 'Increase Online Sales', href: '#contact' },
      { label: 'Speak to an Expert', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Online Stores Need SEO',
      paragraphs: [
        'Paid ads and marketplaces can drive sales, but every order comes with a fee. Organic search is different. Once a category page ranks for what your customers search, it keeps bringing buyers in without a cost per click.',
        'Many stores are held back by problems their owners never see: duplicate product pages, thin category copy, slow templates and filters that create thousands of useless URLs. Fixing them often unlocks growth that was there all along.',
      ],
      bullets: [
        'Lower your reliance on paid ads and marketplace fees',
        'Reach shoppers comparing products, not just those searching your brand',
        'Build an asset that compounds in value as your range grows',
      ],
    },
    {
      type: 'comparison',
      heading: 'How E-commerce SEO Differs',
      intro: 'The principles are the same as any SEO work. The scale and the details are not.',
      columns: [
        {
          icon: 'FileText',
          title: 'Standard SEO',
          points: [
            'Tens of pages, each written by hand',
            'Focus on service and information searches',
            'Success measured in leads and enquiries',
            'Few technical complications from site structure',
          ],
        },
        {
          icon: 'Store',
          title: 'E-commerce SEO',
          points: [
            'Hundreds or thousands of product and category pages',
            'Focus on buying searches with product and brand terms',
            'Success measured in revenue and average order value',
            'Filters, variants and stock changes need careful handling',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our E-commerce SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'Layers',
          title: 'Category Page Optimisation',
          desc: 'Category pages win the broad searches that bring most new customers.',
          features: ['Keyword-led category structure', 'Helpful buying copy', 'Internal links to best sellers'],
        },
        {
          icon: 'Tag',
          title: 'Product Page Optimisation',
          desc: 'Product pages that rank and persuade, written for shoppers and search engines.',
          features: ['Unique product descriptions', 'Optimised titles and images', 'Review and FAQ content'],
        },
        {
          icon: 'Code2',
          title: 'Structured Data',
          desc: 'Markup that helps your products show price, stock and ratings in search results.',
          features: ['Product and offer schema', 'Review markup', 'Breadcrumb schema'],
        },
        {
          icon: 'Filter',
          title: 'Technical Store Audits',
          desc: 'We find and fix the issues that stop Google crawling your range properly.',
          features: ['Faceted navigation control', 'Duplicate and canonical fixes', 'Out-of-stock handling'],
        },
        {
          icon: 'Gauge',
          title: 'Speed and Mobile Experience',
          desc: 'Most shoppers browse on phones. A slow store loses rankings and sales.',
          features: ['Core Web Vitals', 'Image compression', 'App and script clean-up'],
        },
        {
          icon: 'BookOpen',
          title: 'Content and Buying Guides',
          desc: 'Guides that capture research searches and lead readers to your products.',
          features: ['Buying and comparison guides', 'Seasonal content plans', 'Links to key categories'],
        },
      ],
    },
    {
      type: 'panels',
      heading: 'Platforms We Work With',
      intro: 'Every platform has its own strengths and quirks. We know how to get the most out of each.',
      panels: [
        {
          icon: 'ShoppingCart',
          title: 'Shopify',
          desc: "We work within Shopify's fixed URL structure and theme system to get clean, fast, well-structured stores.",
          points: ['Collection and tag duplicate control', 'Theme speed tuning', 'App audit'],
        },
        {
          icon: 'Code2',
          title: 'WooCommerce',
          desc: 'WordPress gives you full control. We make sure plugins and settings do not work against your rankings.',
          points: ['Plugin and database clean-up', 'Category and attribute structure', 'Hosting and caching advice'],
        },
        {
          icon: 'Boxes',
          title: 'Magento',
          desc: 'Large catalogues need disciplined technical SEO. We handle layered navigation and multi-store setups.',
          points: ['Layered navigation indexing', 'Canonical configuration', 'Multi-store and multi-currency'],
        },
        {
          icon: 'Package',
          title: 'BigCommerce',
          desc: "We put BigCommerce's built-in SEO features to work and fill the gaps with custom improvements.",
          points: ['Faceted search settings', 'Custom templates and schema', 'URL structure planning'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'What to Expect',
      steps: [
        { step: '01', title: 'Store Audit', desc: 'We crawl your store, review your analytics and identify the quickest revenue wins.' },
        {
          step: '02',
          title: 'Technical Fixes',
          desc: 'We resolve indexing, duplication and speed issues, usually within the first months.',
        },
        {
          step: '03',
          title: 'Category and Product Work',
          desc: 'We optimise your highest-margin categories first, then work through the range.',
        },
        { step: '04', title: 'Revenue Reporting', desc: 'Monthly reports show organic revenue, orders and rankings, not just traffic.' },
      ],
    },
  ],
  cta: {
    heading: 'Find the Sales Your Store Is Missing',
    text: 'Our store audit shows the technical issues, content gaps and ranking opportunities between you and more organic orders.',
    button: { label: 'Get Store Audit', href: '/strategy/website-audit-services' },
  },
};

export default page;
