import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO for Plumbers',
    description:
      'SEO for plumbers in Melbourne and across Australia. Win emergency and local searches, fill your job calendar, and stay month-to-month with no lock-in contract.',
  },
  hero: {
    category: 'SEO by Industry',
    title: 'SEO for Plumbers',
    subtitle: 'More calls from people who need a plumber today',
    description:
      'When a pipe bursts at 10pm, nobody scrolls to page two. We help plumbing businesses rank for the urgent, local searches that turn into booked jobs, without lock-in contracts.',
    icon: 'Wrench',
    gradient: 'blue',
    buttons: [
      { label: 'Get More Plumbing Jobs', href: '#contact' },
      { label: 'Call Us Now', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Plumbers Need SEO',
      paragraphs: [
        'Plumbing is one of the most searched trades, and much of that demand is urgent. Emergency plumbing searches convert at 70%+ because the person searching needs help now. The plumber at the top of the results gets the call.',
        'Relying on word of mouth or paid directories leaves those jobs to competitors. Strong local rankings bring a steady flow of enquiries you do not pay for one lead at a time.',
      ],
      bullets: [
        'Appear in the map pack for "emergency plumber" and "plumber near me" searches',
        'Win the suburbs you actually want to work in',
        'Cut your dependence on lead-selling platforms',
      ],
    },
    {
      type: 'cards',
      heading: 'SEO Built for Plumbing Businesses',
      columns: 3,
      cards: [
        {
          icon: 'MapPin',
          title: 'Google Business Profile',
          desc: 'Your profile is often the first thing a customer sees. We make it work hard.',
          features: ['Correct categories and services', 'Service area set-up', 'Job photos and updates'],
        },
        {
          icon: 'Zap',
          title: 'Emergency Search Visibility',
          desc: 'Rank for the after-hours searches that bring the most valuable jobs.',
          features: ['24/7 service pages', 'Click-to-call on every page', 'Fast mobile loading'],
        },
        {
          icon: 'Map',
          title: 'Suburb Service Pages',
          desc: 'Targeted pages for each area you service, each with genuinely local detail.',
          features: ['Suburb-specific content', 'Local job examples', 'Clear booking prompts'],
        },
        {
          icon: 'Wrench',
          title: 'Service Pages That Convert',
          desc: 'Dedicated pages for hot water, blocked drains, gas fitting and more.',
          features: ['One page per core service', 'Answers to common questions', 'Trust signals and licence details'],
        },
        {
          icon: 'Star',
          title: 'Reviews and Reputation',
          desc: 'A simple system to ask happy customers for reviews after each job.',
          features: ['SMS and email review requests', 'Response guidance', 'Review monitoring'],
        },
        {
          icon: 'Phone',
          title: 'Call and Lead Tracking',
          desc: 'Know exactly which searches and pages make your phone ring.',
          features: ['Call tracking set-up', 'Form enquiry tracking', 'Simple monthly reports'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Work With Plumbers',
      steps: [
        { step: '01', title: 'Free Audit', desc: 'We review your site, profile and the plumbers outranking you in your service area.' },
        { step: '02', title: 'Quick Wins First', desc: 'We fix your profile and key pages to start lifting calls early.' },
        { step: '03', title: 'Build Local Authority', desc: 'We add suburb pages, reviews and local links month by month.' },
        { step: '04', title: 'Report on Jobs', desc: 'You see calls and enquiries, not just rankings, every month.' },
      ],
    },
    {
      type: 'text',
      heading: 'No Lock-In Contracts',
      paragraphs: [
        'Our plumbing SEO services run month-to-month, with no long-term contracts. We keep your business by delivering results, not by tying you into a 12-month agreement. If the phone is not ringing more, you are free to walk away.',
      ],
    },
  ],
  cta: {
    heading: 'Want to Know More About Local Search?',
    text: 'Most plumbing work comes from local searches. See how our local SEO service puts your business in front of customers in the suburbs you serve.',
    button: { label: 'Explore Local SEO', href: '/strategy/local-seo' },
  },
};

export default page;
