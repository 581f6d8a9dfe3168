import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'What is a Newsletter?',
    description:
      'What is a newsletter and does your business need one? Learn the basics, how to grow a subscriber list, plan content and get more from email in Australia.',
  },
  hero: {
    category: 'Digital Marketing Guide',
    title: 'What is a Newsletter?',
    subtitle: 'The business owner\u2019s guide to email newsletters',
    description:
      'A newsletter is a regular email sent to people who have asked to hear from you. It is one of the few marketing channels you fully own, and one of the most profitable when it is done with care.',
    icon: 'Newspaper',
    gradient: 'teal',
  },
  sections: [
    {
      type: 'text',
      heading: 'Newsletters, Explained',
      paragraphs: [
        'A newsletter is a recurring email, weekly, fortnightly or monthly, that shares useful content with a list of subscribers. It might include tips, news, new products, customer stories or an offer. Unlike a one-off promotional email, its main job is to keep a relationship going, so that when a subscriber needs what you sell, you are the first business they think of.',
        'Email consistently earns its place in the marketing budget: it returns $42 per $1 spent, and you are not at the mercy of a social media algorithm deciding who sees your posts. Your list is an asset your business owns.',
        'In Australia, newsletters must follow the Spam Act 2003. In short: only email people who have consented, clearly identify your business in every email and include a working unsubscribe link that is honoured promptly. Build the list properly from the start and you will never have to worry about it.',
      ],
    },
    {
      type: 'cards',
      heading: 'Everything You Need to Start a Newsletter',
      intro: 'Four areas to get right, from your first send to a list that grows every month.',
      columns: 4,
      cards: [
        {
          icon: 'Mail',
          title: 'Newsletter Basics',
          desc: 'Choose an email platform that handles sign-up forms, templates, automation and reporting, such as Mailchimp or HubSpot. Set up a sender name people recognise and authenticate your domain so emails land in the inbox, not spam. Use a simple, mobile-friendly template with your branding. Pick a frequency you can sustain; consistency matters more than volume.',
          features: ['Reliable email platform', 'Authenticated sending domain', 'Sustainable send schedule'],
        },
        {
          icon: 'Users',
          title: 'Audience Building',
          desc: 'Put a sign-up form on your website, blog and contact pages, and tell people exactly what they will receive and how often. Offer a reason to join, such as a guide, checklist or early access to offers. Ask customers at checkout or after a job. Never buy lists: they break the Spam Act and damage your sender reputation.',
          features: ['Clear sign-up promise', 'Lead magnet incentive', 'Consent-based growth only'],
        },
        {
          icon: 'Calendar',
          title: 'Content Planning',
          desc: 'Plan a few months ahead with a simple calendar. A reliable format helps: one main story, a useful tip, a piece of news and one call to action. Mix helpful content with promotion, leaning towards helpful. Write subject lines that promise a clear benefit, and keep the email scannable with short paragraphs, headings and a single main button.',
          features: ['Repeatable newsletter format', 'Benefit-led subject lines', 'One main call to action'],
        },
        {
          icon: 'TrendingUp',
          title: 'Growth Strategies',
          desc: 'Watch open rate, click rate and unsubscribes after every send, and test one change at a time, such as subject line or send day. Segment subscribers by interest or customer status so each group gets relevant content. Add a welcome sequence for new subscribers. Remove long-inactive contacts every few months to protect deliverability and keep your numbers honest.',
          features: ['Test one change at a time', 'Segments and welcome sequence', 'Regular list cleaning'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Want a Newsletter Without the Workload?',
    text: 'Our team writes, designs and sends your newsletter, grows your list the right way and reports on what readers engage with.',
    button: { label: 'Read Newsletter Guide', href: '/strategy/newsletter-management' },
  },
};

export default page;
