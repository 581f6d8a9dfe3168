import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Web Analytics Services Melbourne',
    description:
      'GA4 set-up, tag management, conversion tracking and clear dashboards for Melbourne businesses, so you can see which marketing brings in revenue.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Web Analytics Services',
    subtitle: 'Numbers you can trust and act on',
    description:
      'If your tracking is broken, every marketing decision is a guess. We set up analytics properly, track the actions that matter to your business and turn the data into reports people actually read.',
    icon: 'BarChart3',
    gradient: 'cyan',
    buttons: [{ label: 'Fix My Tracking', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Common Tracking Problems We Fix',
      paragraphs: [
        'Most analytics accounts we review have gaps. Forms are not tracked, phone calls are invisible, sales are counted twice, or the move to GA4 left half the reports empty. None of it is obvious until someone asks a simple question and no one can answer it.',
        'We audit what you have, fix what is broken and document everything, so your data stays reliable when your website or team changes.',
      ],
      bullets: [
        'Enquiry forms and phone calls not recorded as conversions',
        'Ad platforms and analytics reporting different numbers',
        'Internal and spam traffic distorting results',
        'E-commerce revenue missing or duplicated',
        'Dashboards no one has opened in months',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Analytics Services',
      columns: 3,
      cards: [
        {
          icon: 'ClipboardCheck',
          title: 'Analytics Audit',
          desc: 'A full health check of your tracking set-up, with a prioritised fix list.',
          features: ['Configuration review', 'Data accuracy checks', 'Privacy and consent review'],
        },
        {
          icon: 'Settings',
          title: 'GA4 Implementation',
          desc: 'A clean GA4 property configured around your goals.',
          features: ['Events and key events', 'Custom dimensions', 'Cross-domain tracking'],
        },
        {
          icon: 'Tag',
          title: 'Tag Management',
          desc: 'All tracking tags organised in one place, without touching site code.',
          features: ['Container set-up', 'Ad platform pixels', 'Naming conventions'],
        },
        {
          icon: 'Target',
          title: 'Conversion Tracking',
          desc: 'Measure the actions that generate revenue for your business.',
          features: ['Form and call tracking', 'E-commerce purchases', 'Offline conversion imports'],
        },
        {
          icon: 'LayoutDashboard',
          title: 'Dashboards and Reporting',
          desc: 'Clear reports for owners, managers and marketers.',
          features: ['Executive summaries', 'Channel performance views', 'Automated delivery'],
        },
        {
          icon: 'Lightbulb',
          title: 'Insights and Training',
          desc: 'We explain what the numbers mean and teach your team to use them.',
          features: ['Monthly insight reviews', 'Team training sessions', 'Written documentation'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'Tools We Work With',
      intro: 'We use industry-standard platforms, most of them free, and set them up in accounts you own.',
      items: [
        { title: 'Google Analytics 4 (GA4)', desc: 'Website and app behaviour, traffic sources and conversions.' },
        { title: 'Google Tag Manager', desc: 'Deploying and managing tracking tags without developer delays.' },
        { title: 'Looker Studio', desc: 'Shareable dashboards that combine data from several sources.' },
        { title: 'Google Search Console', desc: 'Search queries, rankings, indexing and technical SEO issues.' },
        { title: 'Hotjar', desc: 'Heatmaps, session recordings and on-site surveys.' },
        { title: 'Microsoft Clarity', desc: 'Free session recordings and click maps for usability insight.' },
        { title: 'Google Ads and Meta conversion tracking', desc: 'Accurate conversion data for paid campaigns.' },
        { title: 'CRM integrations', desc: 'Connecting leads and sales in HubSpot and similar systems to their source.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Analytics Questions',
      items: [
        {
          q: 'Who owns the accounts and data?',
          a: 'You do. We set everything up in your own Google accounts and give you full admin access, so nothing is lost if you change agencies.',
        },
        {
          q: 'Is GA4 compliant with Australian privacy law?',
          a: 'GA4 can be configured responsibly. We review consent, data retention and IP handling settings, and align them with your privacy policy.',
        },
        {
          q: 'How long does a set-up take?',
          a: 'A typical audit and GA4 set-up takes two to four weeks, depending on how many sites, forms and platforms need tracking.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Make Decisions With Confidence',
    text: 'Get tracking you can rely on and reports that answer real business questions. Tell us what you use now and we will take it from there.',
    button: { label: 'Setup Analytics', href: '#contact' },
  },
};

export default page;
