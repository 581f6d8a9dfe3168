import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Retargeting & Remarketing Services Melbourne',
    description:
      'Retargeting campaigns from a Melbourne agency: bring back website visitors with tailored Google, Meta and LinkedIn ads that turn interest into enquiries.',
  },
  hero: {
    category: 'Paid Media',
    title: 'Retargeting Services',
    subtitle: 'Win back the visitors who nearly converted',
    description:
      'Most people do not buy or enquire on their first visit. They compare, get distracted and forget. Retargeting keeps your business in front of those warm prospects with the right message at the right time, until they are ready to come back.',
    icon: 'Repeat',
    gradient: 'violet',
    buttons: [{ label: 'Plan a Retargeting Campaign', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Your warmest audience is already on your website',
      paragraphs: [
        'Every day, people visit your site, read a service page, add something to a cart or start a form, and then leave. You have already paid to attract them through SEO, ads or social. Retargeting is the most direct way to get a return on that effort.',
        'Done badly, it means the same banner following someone around the internet for weeks. Done well, it is a sequence of useful, relevant messages matched to what each person looked at, with sensible limits on how often they see you.',
      ],
      bullets: [
        'Audiences built from page visits, cart activity, video views and your customer lists',
        'Ads tailored to the product, service or content each person viewed',
        'Frequency caps and time windows so ads help rather than annoy',
        'Past customers excluded or shown different offers',
      ],
    },
    {
      type: 'list',
      heading: 'Retargeting audiences we build',
      items: [
        { title: 'Site visitors', desc: 'Everyone who visited in a set window, split by the pages they viewed.' },
        { title: 'Cart and checkout abandoners', desc: 'Shoppers who added products but did not complete the purchase.' },
        { title: 'Form starters', desc: 'Prospects who began an enquiry or quote request and stopped.' },
        { title: 'Video viewers', desc: 'People who watched your YouTube, Facebook or Instagram videos.' },
        { title: 'Social engagers', desc: 'Followers and people who interacted with your posts or ads.' },
        { title: 'Customer lists', desc: 'Consented email lists used for upsell, cross-sell and exclusions.' },
      ],
    },
    {
      type: 'cards',
      heading: 'Retargeting services',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'Google Remarketing',
          desc: 'Display, YouTube and search remarketing through Google Ads.',
          features: ['Remarketing lists for search ads', 'Display and video remarketing', 'Dynamic product ads'],
        },
        {
          icon: 'ThumbsUp',
          title: 'Meta Retargeting',
          desc: 'Facebook and Instagram ads for people who visited your site or engaged with your content.',
          features: ['Website custom audiences', 'Dynamic catalogue ads', 'Engagement audiences'],
        },
        {
          icon: 'Briefcase',
          title: 'LinkedIn Retargeting',
          desc: 'B2B follow-up aimed at decision-makers who have shown interest.',
          features: ['Website visitor audiences', 'Lead form re-engagement', 'Document and video ads'],
        },
        {
          icon: 'Workflow',
          title: 'Sequential Messaging',
          desc: 'A planned order of ads that moves people from reminder to reassurance to offer.',
          features: ['Funnel-stage creative', 'Time-based sequences', 'Offer timing'],
        },
        {
          icon: 'Palette',
          title: 'Creative Production',
          desc: 'Ad designs and copy made for each audience, not one banner for everyone.',
          features: ['Static and animated ads', 'Short video edits', 'Copy variations'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Privacy-Aware Setup',
          desc: 'Tracking and audiences set up with consent and your privacy obligations in mind.',
          features: ['Pixel and tag installation', 'Privacy policy alignment', 'Consented customer lists'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How we set it up',
      steps: [
        {
          step: '01',
          title: 'Tag and track',
          desc: 'We install and verify the Google tag, Meta Pixel and other tags your campaigns need.',
        },
        { step: '02', title: 'Segment', desc: 'Visitors are grouped by intent, from casual browsers to near-buyers.' },
        { step: '03', title: 'Create', desc: 'Each segment gets messages and offers matched to where it is in the decision.' },
        { step: '04', title: 'Cap and refine', desc: 'Frequency, budgets and windows are tuned, and results are reported monthly.' },
      ],
    },
  ],
  cta: {
    heading: 'Bring your lost visitors back',
    text: 'Tell us about your website traffic and what a conversion looks like for you. We will design a retargeting plan that recovers more of it.',
    button: { label: 'Start Retargeting', href: '#contact' },
  },
};

export default page;
