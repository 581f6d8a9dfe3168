import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Google Ads Management Melbourne',
    description:
      'Google Ads management in Melbourne: Search, Performance Max, Shopping, Display and YouTube campaigns built and optimised for leads, sales and return on spend.',
  },
  hero: {
    category: 'Paid Media',
    title: 'Google Ads Management',
    subtitle: 'Show up at the moment customers search',
    description:
      'When someone searches for what you sell, Google Ads can put your business at the top of the page within hours. We plan, build and manage campaigns that reach buyers with intent and turn their clicks into calls, enquiries and sales.',
    icon: 'Target',
    gradient: 'emerald',
    buttons: [{ label: 'Get a Google Ads Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'stats',
      stats: [
        { value: '8.5 billion', label: 'Google searches every day' },
        { value: '7 steps', label: 'in our campaign process, from audit to scale' },
      ],
    },
    {
      type: 'text',
      heading: 'Intent you can buy',
      paragraphs: [
        'There are 8.5 billion Google searches every day, and many of them come from people actively looking for a product or service. Google Ads lets you appear for exactly those searches, in the suburbs you serve, at the hours you are open, and you only pay when someone clicks.',
        'The platform has become more automated, but automation is only as good as the data and direction it receives. We set up accurate conversion tracking, feed Google the right signals and keep a specialist reviewing search terms, assets and budgets every week.',
      ],
    },
    {
      type: 'list',
      heading: 'Google Ads campaign types we manage',
      intro: 'Each campaign type reaches people at a different stage. We choose the mix that suits your goals and budget.',
      items: [
        { title: 'Search', desc: 'Text ads on Google results for the keywords your customers type.' },
        {
          title: 'Performance Max',
          desc: 'One campaign across Search, Display, YouTube, Gmail, Maps and Discover, driven by your goals and assets.',
        },
        { title: 'Shopping', desc: 'Product listings with image, price and store name, fed from Google Merchant Center.' },
        { title: 'Display', desc: 'Image ads across millions of websites and apps for awareness and remarketing.' },
        { title: 'YouTube and Video', desc: 'Video ads before, during and beside YouTube content.' },
        { title: 'Demand Gen', desc: 'Visual ads in YouTube, Discover and Gmail feeds that create demand before people search.' },
        { title: 'App', desc: 'Campaigns that drive installs and in-app actions across Google\u2019s network.' },
      ],
    },
    {
      type: 'cards',
      heading: 'Our Google Ads services',
      columns: 3,
      cards: [
        {
          icon: 'ScanSearch',
          title: 'Account Audits',
          desc: 'A detailed review of your current account, with the waste and missed opportunities identified.',
          features: ['Structure and settings', 'Search term waste', 'Tracking accuracy'],
        },
        {
          icon: 'Settings',
          title: 'Conversion Tracking',
          desc: 'Calls, forms, bookings and purchases tracked properly through Google Tag Manager and GA4.',
          features: ['Enhanced conversions', 'Call tracking', 'Offline conversion imports'],
        },
        {
          icon: 'Search',
          title: 'Search Campaigns',
          desc: 'Tightly themed campaigns with strong ad copy and disciplined keyword control.',
          features: ['Keyword research', 'Negative keywords', 'Responsive search ads', 'Sitelinks and assets'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Shopping and Performance Max',
          desc: 'Product feed and asset group management for ecommerce stores.',
          features: ['Merchant Center setup', 'Feed optimisation', 'Product segmentation'],
        },
        {
          icon: 'Layout',
          title: 'Landing Pages',
          desc: 'Pages that match the ad and make it easy to enquire or buy.',
          features: ['Message match', 'Fast mobile load', 'Conversion testing'],
          link: { label: 'See landing page design', href: '/design/landing-page-design' },
        },
        {
          icon: 'BarChart3',
          title: 'Reporting',
          desc: 'Monthly reports on the results that matter, with clear next steps.',
          features: ['Cost per lead and sale', 'Return on ad spend', 'Live dashboard'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Google Ads process',
      steps: [
        { step: '01', title: 'Audit and discovery', desc: 'We review your account history, margins, competitors and goals.' },
        { step: '02', title: 'Tracking setup', desc: 'Conversions are configured and tested so every decision is based on real data.' },
        { step: '03', title: 'Keyword and audience research', desc: 'We map search intent and audiences to your products and services.' },
        { step: '04', title: 'Campaign build', desc: 'Campaigns, ad groups, ads, assets and bidding are built to a clear structure.' },
        { step: '05', title: 'Launch', desc: 'Campaigns go live with budgets paced and early data watched closely.' },
        { step: '06', title: 'Optimise', desc: 'Weekly search term reviews, bid adjustments and ad tests improve results.' },
        { step: '07', title: 'Report and scale', desc: 'Monthly reporting shows what works, and budget moves to the winners.' },
      ],
    },
  ],
  cta: {
    heading: 'Put your business in front of ready buyers',
    text: 'Tell us what you sell and where. We will review your account or plan a new one and show you what Google Ads could deliver.',
    button: { label: 'Start Google Ads', href: '#contact' },
  },
};

export default page;
