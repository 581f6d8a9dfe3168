import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'PPC Management Services Melbourne',
    description:
      'PPC management in Melbourne for Google, Microsoft, Meta and LinkedIn ads: campaign builds, bid management, landing pages and clear reporting on cost per lead.',
  },
  hero: {
    category: 'Paid Media',
    title: 'PPC Management Services',
    subtitle: 'Every click accounted for',
    description:
      'Pay-per-click advertising can put you in front of customers today, or it can drain your budget on clicks that never convert. We build and manage PPC campaigns around profit, not vanity metrics, and show you exactly where each dollar goes.',
    icon: 'MousePointerClick',
    gradient: 'blue',
    buttons: [{ label: 'Audit My Ad Account', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Paid search and social, managed properly',
      paragraphs: [
        'PPC is the fastest way to reach people who are ready to buy. It is also easy to get wrong. Broad keywords, weak ad copy, missing negative keywords and landing pages that do not match the ad are the most common reasons accounts overspend and underperform.',
        'Our PPC specialists manage your accounts hands-on every week. We focus on the measures that matter to your business, such as cost per lead, cost per sale and return on ad spend, and we make changes based on data, not guesswork.',
      ],
      bullets: [
        'Google Ads: search, Performance Max, Shopping, Display and YouTube',
        'Microsoft Advertising: search ads on Bing, often at a lower cost per click',
        'Meta Ads: Facebook and Instagram campaigns for demand and retargeting',
        'LinkedIn Ads: B2B campaigns targeted by role, industry and company',
      ],
    },
    {
      type: 'cards',
      heading: 'What PPC management includes',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Keyword and Audience Research',
          desc: 'We find the searches and audiences most likely to convert, and exclude the ones that waste money.',
          features: ['Intent-based keyword lists', 'Negative keyword libraries', 'Audience segments'],
        },
        {
          icon: 'Layers',
          title: 'Campaign Build',
          desc: 'Clean account structures that make budgets easy to control and results easy to read.',
          features: ['Campaign and ad group structure', 'Ad extensions and assets', 'Location and schedule settings'],
        },
        {
          icon: 'Type',
          title: 'Ad Copywriting',
          desc: 'Ads that match the search, stand out from competitors and give a reason to click.',
          features: ['Responsive search ads', 'Offer and message testing', 'Social ad copy'],
        },
        {
          icon: 'Gauge',
          title: 'Bid and Budget Management',
          desc: 'Smart bidding guided by accurate conversion data and checked by a person every week.',
          features: ['Bid strategy selection', 'Budget pacing', 'Search term reviews', 'Device and location adjustments'],
          link: { label: 'Explore Google Ads', href: '/strategy/google-ads' },
        },
        {
          icon: 'Layout',
          title: 'Landing Page Optimisation',
          desc: 'Pages built to convert paid traffic, because the click is only half the job.',
          features: ['Message match with ads', 'Form and call tracking', 'A/B testing'],
        },
        {
          icon: 'Repeat',
          title: 'Remarketing',
          desc: 'Campaigns that bring back visitors who showed interest but did not convert.',
          features: ['Audience lists', 'Frequency control', 'Tailored offers'],
          link: { label: 'Explore Retargeting', href: '/strategy/retargeting' },
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Eight rules we manage by',
      columns: 4,
      size: 'small',
      cards: [
        { icon: 'Crosshair', title: 'Track first', desc: 'No campaign launches until conversions are measured correctly.' },
        { icon: 'DollarSign', title: 'Profit over clicks', desc: 'We optimise for leads and sales, not impressions.' },
        { icon: 'Filter', title: 'Cut the waste', desc: 'Search terms are reviewed and negatives added every week.' },
        { icon: 'FlaskConical', title: 'Always testing', desc: 'There is always an ad, audience or page test running.' },
        { icon: 'Lock', title: 'Your accounts', desc: 'Ad accounts stay in your name and your ownership.' },
        { icon: 'Eye', title: 'Full transparency', desc: 'Ad spend and our fee are shown separately, always.' },
        { icon: 'Clock', title: 'Weekly attention', desc: 'Accounts are worked on every week, not set and forgotten.' },
        { icon: 'MessageSquare', title: 'Plain reporting', desc: 'Monthly reports in plain English, with next steps.' },
      ],
    },
    {
      type: 'faq',
      heading: 'PPC questions',
      items: [
        {
          q: 'What budget do we need?',
          a: 'Enough for each campaign to gather meaningful data. We will recommend a starting budget based on your market, competition and average cost per click, then scale what works.',
        },
        {
          q: 'Do we keep our ad accounts?',
          a: 'Yes. Accounts are set up in your name and you keep full access and history, whether or not you continue working with us.',
        },
        {
          q: 'Are there lock-in contracts?',
          a: 'Ongoing services can be ended with 30 days written notice. We would rather keep clients through results than contracts.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Stop paying for clicks that go nowhere',
    text: 'Send us your account details or your goals. We will review your current campaigns, or plan new ones, and show you where the returns are.',
    button: { label: 'Start PPC Campaign', href: '#contact' },
  },
};

export default page;
