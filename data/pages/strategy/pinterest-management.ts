import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Pinterest Management Services',
    description:
      'Pinterest management for Australian brands: boards, pin design, keyword research and Pinterest ads that bring planners and shoppers to your website.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'Pinterest Management',
    subtitle: 'Be found while customers are still planning',
    description:
      'Pinterest behaves more like a visual search engine than a social network. People arrive with a project in mind and save ideas to act on later. We manage your boards, design pins and run ads so your products are part of those plans.',
    icon: 'Pin',
    gradient: 'rose',
    buttons: [{ label: 'Get a Pinterest Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Pinterest deserves a place in your plan',
      paragraphs: [
        'Pinterest has 450 million+ monthly users, and they come with intent. They are planning kitchens, weddings, wardrobes, gardens, menus and holidays. That makes the platform valuable for retail, home and interiors, food, fashion, beauty, travel and events businesses.',
        'Pins also last. A post on most social networks fades within a day, while a well-optimised pin can keep appearing in search results and sending clicks for months. That long tail is why we approach Pinterest with the same keyword discipline we bring to SEO.',
      ],
      bullets: [
        'Visitors are in discovery mode and open to brands they have not heard of',
        'Every pin links to a page on your site, so traffic goes where you want it',
        'Seasonal planning starts early, giving you time to be seen before competitors',
      ],
    },
    {
      type: 'list',
      heading: 'Pin formats we create',
      intro: 'Each format has a job. We mix them to suit your products and goals.',
      items: [
        { title: 'Standard pins', desc: 'Tall static images with clear text overlays that link to a product or article.' },
        { title: 'Video pins', desc: 'Short clips that demonstrate a product, recipe or transformation.' },
        { title: 'Carousel pins', desc: 'Several images in one pin that walk through steps, outfits or room ideas.' },
        { title: 'Product pins', desc: 'Pins synced from your catalogue with price and availability shown.' },
        { title: 'Collection pins', desc: 'A hero image paired with related products for browsing.' },
        { title: 'Promoted pins', desc: 'Paid placements that extend reach to new audiences.' },
      ],
    },
    {
      type: 'cards',
      heading: 'What our Pinterest management covers',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Keyword Research',
          desc: 'We find the terms people type into Pinterest search and build them into every board and pin.',
          features: ['Search trend analysis', 'Board and pin keywords', 'Seasonal calendars'],
        },
        {
          icon: 'Layout',
          title: 'Profile and Board Setup',
          desc: 'A business profile with boards organised the way your customers think, not the way your catalogue is built.',
          features: ['Business account setup', 'Claimed website', 'Board structure and descriptions'],
        },
        {
          icon: 'Paintbrush',
          title: 'Pin Design',
          desc: 'Fresh pins designed every month in the tall format Pinterest favours.',
          features: ['Branded templates', 'Text overlays that read at a glance', 'Video pin editing', 'Fresh variations of top content'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Catalogue and Shopping',
          desc: 'Your product feed connected so items appear as shoppable pins.',
          features: ['Product feed connection', 'Product groups', 'Rich pin setup'],
        },
        {
          icon: 'Megaphone',
          title: 'Pinterest Ads',
          desc: 'Promoted pins targeted by keyword, interest and audience, managed against a clear return.',
          features: ['Campaign setup', 'Keyword and interest targeting', 'Retargeting site visitors', 'Bid management'],
        },
        {
          icon: 'ChartPie',
          title: 'Analytics and Reporting',
          desc: 'Monthly reports that follow saves and clicks through to sessions and sales on your site.',
          features: ['Pinterest tag installation', 'Outbound click tracking', 'Revenue reporting'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How we get you started',
      steps: [
        {
          step: '01',
          title: 'Review and research',
          desc: 'We audit any existing account and research the searches and trends in your category.',
        },
        { step: '02', title: 'Set the foundations', desc: 'Profile, boards, website claim, tag and catalogue are set up correctly.' },
        { step: '03', title: 'Publish consistently', desc: 'New pins go out each week, timed ahead of seasonal demand.' },
        { step: '04', title: 'Amplify and report', desc: 'We promote proven pins and report monthly on traffic and sales.' },
      ],
    },
  ],
  cta: {
    heading: 'Put your products on the planning board',
    text: 'Tell us what you sell and who buys it. We will show you how Pinterest can bring a new stream of ready-to-buy visitors to your site.',
    button: { label: 'Start Pinterest Management', href: '#contact' },
  },
};

export default page;
