import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Paid Search 101',
    description:
      'Paid Search 101: how Google Ads works, how to set up campaigns, choose keywords, track conversions and improve results, from a Melbourne PPC team.',
  },
  hero: {
    category: 'Digital Marketing Guide',
    title: 'Paid Search 101',
    subtitle: 'The beginner\u2019s guide to Google Ads and pay-per-click',
    description:
      'Paid search puts your business at the top of Google the same day you launch. It can also burn through a budget fast if it is set up badly. This guide covers the essentials every business owner should understand before spending a dollar.',
    icon: 'MousePointerClick',
    gradient: 'amber',
  },
  sections: [
    {
      type: 'text',
      heading: 'How Paid Search Works',
      paragraphs: [
        'With paid search, you bid to show ads when people search for particular keywords. You pay only when someone clicks, which is why it is often called pay-per-click or PPC. Google Ads is the largest platform in Australia, with Microsoft Advertising a smaller but often cheaper option.',
        'Google does not simply give the top spot to the highest bidder. It runs an auction for every search and weighs your bid against your Quality Score, which reflects how relevant your ad and landing page are to the search. A well-built campaign can outrank a bigger spender and pay less per click.',
        'The big advantage of paid search is control. You choose the searches, the locations, the hours and the daily budget, and you can see exactly which clicks turned into calls, forms and sales. That makes it a natural partner to SEO: ads bring leads now while organic rankings build.',
      ],
    },
    {
      type: 'cards',
      heading: 'The Four Building Blocks',
      intro: 'Master these and you will understand what a good PPC account looks like, whether you run it yourself or hire help.',
      columns: 4,
      cards: [
        {
          icon: 'Settings',
          title: 'Campaign Setup',
          desc: 'Structure decides success. Group campaigns by service or product, then split them into tightly themed ad groups so every ad matches its keywords closely. Set location targeting to where you actually work, schedule ads for the hours you can answer the phone and start with a daily budget you are comfortable testing. Send each ad group to the most relevant page, never just your home page.',
          features: ['Tightly themed ad groups', 'Accurate location and schedule', 'Relevant landing pages'],
        },
        {
          icon: 'Crosshair',
          title: 'Keyword Targeting',
          desc: 'Choose keywords that show buying intent, such as \u201cbook\u201d, \u201cquote\u201d, \u201cnear me\u201d or a suburb name. Use phrase and exact match to keep control early on, and build a negative keyword list to block searches you never want to pay for, such as \u201cfree\u201d, \u201cjobs\u201d or \u201cDIY\u201d. Review the search terms report every week, because it shows what people really typed.',
          features: ['High-intent keywords', 'Phrase and exact match', 'Negative keyword lists'],
        },
        {
          icon: 'BarChart3',
          title: 'Performance Tracking',
          desc: 'If you cannot see which clicks became customers, you cannot improve. Set up conversion tracking for form submissions, phone calls and purchases before launch, and connect Google Ads to Google Analytics. Judge campaigns on cost per lead and return on ad spend, not on clicks or impressions. Those are the numbers that tell you whether the money is working.',
          features: ['Conversion and call tracking', 'Cost per lead', 'Return on ad spend'],
        },
        {
          icon: 'Gauge',
          title: 'Optimization',
          desc: 'Paid search is never set and forget. Move budget towards the keywords and ads that convert and pause the ones that do not. Test new headlines against your best performers. Adjust bids by device, location and time of day. Improve landing page speed and clarity, because a better page lifts Quality Score and lowers what you pay for every click.',
          features: ['Ad copy testing', 'Bid and budget adjustments', 'Landing page improvements'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Launch a Campaign That Pays?',
    text: 'Our PPC team builds and manages Google Ads accounts for Australian businesses, with full conversion tracking and monthly reporting on cost per lead.',
    button: { label: 'Learn Paid Search', href: '/strategy/ppc-management' },
  },
};

export default page;
