import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Facebook Marketing Services',
    description:
      'Facebook marketing services from a Melbourne agency: page management, creative, Meta ads and lead campaigns built to turn local attention into enquiries.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'Facebook Marketing Services',
    subtitle: 'Reach the people already scrolling past your business',
    description:
      'Facebook still sits at the centre of how Australians find, check and talk about local businesses. We plan, create and manage Facebook content and Meta advertising that earns attention, builds trust and sends measurable enquiries back to your team.',
    icon: 'ThumbsUp',
    gradient: 'blue',
    buttons: [{ label: 'Plan My Facebook Strategy', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'stats',
      heading: 'Why Facebook still matters',
      stats: [
        { value: '2.9 billion', label: 'Facebook users worldwide' },
        { value: '3 apps', label: 'Facebook, Instagram and Messenger, reached from one ad account' },
        { value: 'Monthly', label: 'plain-English reports on cost per lead and sale' },
      ],
    },
    {
      type: 'text',
      heading: 'More than boosting posts',
      paragraphs: [
        'With 2.9 billion users, Facebook can put your brand in front of almost anyone. That is the opportunity and the problem. Without a clear audience, an offer worth clicking and tracking that works, budgets disappear into likes that never become customers.',
        'We treat Facebook as a sales channel. Every campaign starts with the business outcome you need, whether that is booked appointments, online orders or qualified leads for a sales team. Content and ads are then built backwards from that goal.',
      ],
      bullets: [
        'Audiences built from your customer data, website visitors and carefully chosen interests',
        'Creative designed for the feed, Stories and Reels, not resized print ads',
        'Meta Pixel and Conversions API set up so results are measured properly',
        'Plain-English monthly reporting on cost per lead and cost per sale',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Facebook marketing services',
      intro: 'Take the full service or pick the parts your team cannot cover in-house.',
      columns: 3,
      cards: [
        {
          icon: 'Layout',
          title: 'Page Setup and Optimisation',
          desc: 'A business page that answers the questions customers ask before they get in touch.',
          features: ['Profile, cover and about copy', 'Services, hours and location details', 'Call-to-action buttons and messaging'],
        },
        {
          icon: 'Calendar',
          title: 'Content Planning and Publishing',
          desc: 'A monthly calendar of posts that reflects your brand voice and your sales priorities.',
          features: [
            'Monthly content calendar',
            'Copywriting and graphic design',
            'Scheduling at the right times',
            'Seasonal and promotional posts',
          ],
        },
        {
          icon: 'Megaphone',
          title: 'Meta Ads Management',
          desc: 'Paid campaigns across Facebook and Instagram, managed daily against a clear target.',
          features: ['Campaign structure and bidding', 'Audience testing', 'Budget pacing', 'Creative rotation'],
        },
        {
          icon: 'Magnet',
          title: 'Lead Generation Campaigns',
          desc: 'Instant forms and landing pages that capture enquiries and pass them straight to your team.',
          features: ['Lead form design', 'CRM and email integration', 'Qualifying questions', 'Fast follow-up workflows'],
        },
        {
          icon: 'MessageCircle',
          title: 'Community Management',
          desc: 'Comments and messages answered promptly, in your voice, so no enquiry goes cold.',
          features: ['Comment moderation', 'Inbox responses', 'Review monitoring', 'Escalation to your team'],
        },
        {
          icon: 'BarChart3',
          title: 'Tracking and Reporting',
          desc: 'Clean data that shows which posts and ads actually bring in revenue.',
          features: ['Meta Pixel and Conversions API', 'UTM tagging', 'Monthly performance reports'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How we run your Facebook marketing',
      steps: [
        {
          step: '01',
          title: 'Audit',
          desc: 'We review your page, past ads, audiences and tracking to see what has worked and what has wasted budget.',
        },
        {
          step: '02',
          title: 'Strategy',
          desc: 'We agree goals, audiences, offers and a realistic budget, then map the content and campaign plan.',
        },
        { step: '03', title: 'Create', desc: 'Our team writes the copy and produces the images and short videos for each placement.' },
        { step: '04', title: 'Launch', desc: 'Campaigns go live with tracking verified and clear test variables, so we learn quickly.' },
        {
          step: '05',
          title: 'Optimise',
          desc: 'We shift budget towards the audiences and ads that convert and report on results each month.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Facebook marketing questions',
      items: [
        {
          q: 'How much should we spend on Facebook ads?',
          a: 'It depends on your market and goal. We recommend a test budget that gives each campaign enough data to learn, then scale what works. Ad spend is paid directly to Meta, separate from our management fee.',
        },
        {
          q: 'Do you also manage Instagram?',
          a: 'Yes. Meta ads run across both platforms from one account, and we adapt creative for each. We also offer dedicated Instagram management.',
        },
        {
          q: 'How soon will we see results?',
          a: 'Paid campaigns produce data within days, and most settle into a stable cost per lead over the first four to eight weeks. Organic growth takes longer and builds steadily.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Turn Facebook into a reliable source of customers',
    text: 'Tell us about your business and goals. We will review your current page and ads and show you where the quick wins are.',
    button: { label: 'Start Facebook Marketing', href: '#contact' },
  },
};

export default page;
