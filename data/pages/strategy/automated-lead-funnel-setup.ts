import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Automated Lead Funnel Setup Melbourne',
    description:
      'Automated lead funnels for Melbourne businesses: capture, qualify and nurture enquiries around the clock with landing pages, email, SMS and CRM automation.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'Automated Lead Funnel Setup',
    subtitle: 'Your best follow-up, running 24/7',
    description:
      'Leads go cold while they wait for a reply. We design and build automated funnels that capture enquiries, respond instantly, qualify prospects and keep nurturing them until they are ready to talk to your team.',
    icon: 'Workflow',
    gradient: 'emerald',
    buttons: [{ label: 'Plan My Funnel', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Automate Your Funnel',
      paragraphs: [
        'Most businesses lose leads in the gaps: a form that sends an email no one reads, a quote request answered two days later, a prospect who was interested but never heard back. Automation closes those gaps.',
        'An automated funnel connects your ads, website, email, SMS and CRM. Every enquiry gets an immediate, relevant response. Hot leads are flagged to sales straight away. Everyone else receives helpful follow-up until the timing is right. Your team spends its time on conversations, not admin.',
      ],
    },
    {
      type: 'stats',
      heading: 'What Automation Delivers',
      stats: [
        { value: '3x', label: 'Higher Conversion' },
        { value: '67%', label: 'Faster Response' },
        { value: '89%', label: 'Less Manual Work' },
        { value: '2.4x', label: 'Better Lead Quality' },
      ],
    },
    {
      type: 'cards',
      heading: 'Funnel Types We Build',
      intro: 'Each funnel is built around how your customers buy. These are the six we set up most often, with their four core stages.',
      columns: 3,
      cards: [
        {
          icon: 'BookOpen',
          title: 'Lead Magnet Funnel',
          desc: 'Offer a useful guide or checklist and turn downloads into sales conversations.',
          features: ['Opt-in landing page', 'Instant delivery email', 'Nurture sequence', 'Consultation offer'],
        },
        {
          icon: 'Presentation',
          title: 'Webinar Funnel',
          desc: 'Educate prospects in a live or recorded session, then invite them to take the next step.',
          features: ['Registration page', 'Reminder sequence', 'Webinar presentation', 'Replay and offer follow-up'],
        },
        {
          icon: 'Calendar',
          title: 'Consultation Booking Funnel',
          desc: 'Let qualified prospects book time with your team without back-and-forth emails.',
          features: ['Targeted ad or search click', 'Qualifying questions', 'Calendar booking', 'Confirmation and reminders'],
        },
        {
          icon: 'Tag',
          title: 'Quote Request Funnel',
          desc: 'Respond to quote requests instantly and follow up until a decision is made.',
          features: ['Quote request form', 'Instant acknowledgement', 'Sales team alert', 'Automated follow-up'],
        },
        {
          icon: 'ShoppingCart',
          title: 'E-commerce Funnel',
          desc: 'Recover abandoned carts and turn first-time buyers into repeat customers.',
          features: ['Product discovery', 'Cart abandonment emails', 'Purchase confirmation', 'Repeat purchase offers'],
        },
        {
          icon: 'Repeat',
          title: 'Re-engagement Funnel',
          desc: 'Wake up old leads and past customers sitting quietly in your database.',
          features: ['Database segmentation', 'Win-back campaign', 'Response tracking', 'Sales handover'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Set It Up',
      steps: [
        {
          step: '01',
          title: 'Map the Journey',
          desc: 'We document how leads arrive today, where they stall and what a qualified lead looks like.',
        },
        { step: '02', title: 'Build the Funnel', desc: 'Landing pages, forms, emails, SMS and CRM workflows are built and connected.' },
        {
          step: '03',
          title: 'Test Everything',
          desc: 'Every path is tested end to end before launch, so no lead falls through the cracks.',
        },
        { step: '04', title: 'Launch and Optimise', desc: 'We monitor results and refine messages, timing and scoring as data comes in.' },
      ],
    },
  ],
  cta: {
    heading: 'Stop Losing Leads to Slow Follow-Up',
    text: 'Tell us how enquiries reach you today. We will design a funnel that responds instantly and keeps every lead moving.',
    button: { label: 'Build My Lead Funnel', href: '#contact' },
  },
};

export default page;
