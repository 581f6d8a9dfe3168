import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Newsletter Management Services',
    description:
      'Newsletter management for Australian businesses: content, design, sending and reporting for a regular email newsletter your subscribers look forward to.',
  },
  hero: {
    category: 'Email Marketing',
    title: 'Newsletter Management',
    subtitle: 'A newsletter that goes out on time, every time',
    description:
      'A good newsletter keeps your business in mind between purchases, builds trust and brings people back to your website. We write, design, send and measure it for you, so it never slips to the bottom of the to-do list again.',
    icon: 'Newspaper',
    gradient: 'emerald',
    buttons: [{ label: 'Plan My Newsletter', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'The problem with most newsletters',
      paragraphs: [
        'Almost every business agrees a newsletter is worth doing. Few manage to keep one going. The first edition is exciting, the third is late and by the sixth it has quietly stopped. Subscribers forget who you are, and the list that took years to build goes cold.',
        'Email ROI is widely quoted at $42 for every $1 spent, but that return depends on consistency. Our newsletter service gives you a fixed schedule, a content plan and a team that delivers each edition without chasing you for ideas at the last minute.',
      ],
      bullets: [
        'Weekly, fortnightly or monthly editions, sent on a reliable schedule',
        'Content sourced from short interviews, your blog, products and news',
        'You approve each edition before it goes out',
      ],
    },
    {
      type: 'steps',
      heading: 'Our monthly newsletter cycle',
      intro: 'Each edition follows the same dependable routine.',
      steps: [
        {
          step: '01',
          title: 'Plan',
          desc: 'We agree topics, offers and featured content for the coming editions in a short planning call.',
        },
        {
          step: '02',
          title: 'Write',
          desc: 'Our writers draft the edition in your voice, with a subject line and preview text designed for opens.',
        },
        { step: '03', title: 'Design', desc: 'Content is built into your branded template and tested on desktop, mobile and dark mode.' },
        {
          step: '04',
          title: 'Approve and send',
          desc: 'You review a test email, we make any changes and schedule it for the best send time.',
        },
        { step: '05', title: 'Report', desc: 'You receive opens, clicks, unsubscribes and top links, with a note on what to try next.' },
      ],
    },
    {
      type: 'cards',
      heading: 'What is included',
      columns: 2,
      cards: [
        {
          icon: 'FileText',
          title: 'Content and Copy',
          desc: 'Useful, readable editions that mix news, advice, offers and stories from your business.',
          features: ['Editorial calendar', 'Article summaries and original pieces', 'Subject line testing'],
        },
        {
          icon: 'Layout',
          title: 'Template Design',
          desc: 'A branded newsletter template that is simple to scan and works in every major inbox.',
          features: ['Mobile-first layout', 'Reusable content blocks', 'Image sourcing and editing'],
        },
        {
          icon: 'Users',
          title: 'Subscriber Management',
          desc: 'A healthy list that keeps growing and stays compliant with the Spam Act.',
          features: ['Sign-up forms on your site', 'Bounce and unsubscribe handling', 'Regular list cleaning'],
        },
        {
          icon: 'BookOpen',
          title: 'New to newsletters?',
          desc: 'Our guide explains what a newsletter is, what to put in it and how to grow your audience.',
          features: ['Newsletter basics', 'Content planning ideas', 'Growth strategies'],
          link: { label: 'Read the newsletter guide', href: '/resources/what-is-newsletter' },
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Newsletter questions',
      items: [
        {
          q: 'Which email platforms do you work with?',
          a: 'We work in the major platforms, including Mailchimp, Klaviyo, HubSpot and Campaign Monitor. If you do not have one yet, we will recommend one that suits your size and budget.',
        },
        {
          q: 'How much input do you need from us?',
          a: 'Usually a 30-minute planning call each month and a quick approval of each edition. We handle the rest.',
        },
        {
          q: 'We only have a small list. Is it worth it?',
          a: 'Yes. A small, engaged list of past customers and enquiries is often more valuable than a large cold one, and a regular newsletter is the best way to grow it.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Never miss another edition',
    text: 'Tell us about your audience and how often you want to send. We will propose a newsletter plan and a sample content outline.',
    button: { label: 'Launch Your Newsletter', href: '#contact' },
  },
};

export default page;
