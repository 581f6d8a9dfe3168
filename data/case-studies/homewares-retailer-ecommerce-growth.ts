import type { CaseStudyDetail } from '../../src/content/types.js';

const study: CaseStudyDetail = {
  slug: 'homewares-retailer-ecommerce-growth',
  title: 'Online Homewares Retailer Scales E-commerce Sales',
  industry: 'E-commerce',
  clientSize: 'Family-owned online retailer, around 1,500 products, 9 staff',
  duration: '18 months',
  metric: '$2.4M',
  metricLabel: 'Revenue Generated',
  description:
    'We combined category-page SEO with tightly managed Google Shopping campaigns. Better product feeds, clearer product copy and a faster checkout turned more visits into orders.',
  challenge: [
    'The retailer had built a loyal customer base through social media, but growth had stalled. Category pages held little more than a grid of products, so they rarely ranked, and product descriptions had been copied from suppliers, the same text found on dozens of other sites.',
    'Paid advertising was run in-house as a single Shopping campaign covering every product, with no way of telling which ranges made money. The checkout asked for an account before payment, and many shoppers left at that step.',
  ],
  approach: [
    {
      title: 'Category pages worth ranking',
      text: 'We researched how customers search for each range and rewrote the main category pages with helpful buying guidance, sensible filters and internal links between related ranges.',
    },
    {
      title: 'Original product copy',
      text: 'Starting with the best sellers, we replaced supplier descriptions with original copy covering materials, dimensions and care, the details customers had been emailing to ask about.',
    },
    {
      title: 'A product feed that performs',
      text: 'We cleaned up the Merchant Center feed with accurate titles, categories and attributes, then split Shopping campaigns by margin and range so budget followed profit rather than clicks.',
    },
    {
      title: 'A faster, simpler checkout',
      text: 'Guest checkout, fewer form fields and express payment options removed the biggest barriers between a full cart and an order.',
    },
    {
      title: 'Reporting on revenue',
      text: 'Purchase tracking was rebuilt so both channels were judged on revenue and return on ad spend, reviewed with the owners each month.',
    },
  ],
  results: [
    { value: '$2.4M', label: 'Revenue generated from search over 18 months' },
    { value: 'Page one', label: "For the retailer's main category searches" },
    { value: 'Profit-led', label: 'Shopping budget now follows margin, range by range' },
  ],
  timeline: [
    { period: 'Months 1-3', text: 'Tracking rebuilt, feed cleaned up, Shopping campaigns restructured by range and margin.' },
    { period: 'Months 4-9', text: 'Category pages rewritten, best-seller product copy replaced, checkout simplified.' },
    { period: 'Months 10-18', text: 'Remaining ranges rewritten, seasonal campaigns, ongoing bid and feed optimisation.' },
  ],
  quote: {
    text: 'For the first time we can see which ranges actually make us money, and the budget goes there. The new category pages bring in customers we never reached through social media.',
    name: 'Daniel Reyes',
    role: 'Co-owner, online homewares retailer',
  },
  image: {
    src: '/images/case-studies/homewares-retailer-ecommerce-growth.jpg',
    alt: 'Cover art for the case study, in the brand colours, labelled E-commerce',
  },
  services: ['/strategy/ecommerce-seo', '/strategy/google-ads', '/strategy/conversion-rate-optimisation'],
};

export default study;
