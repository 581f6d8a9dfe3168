import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Client Testimonials',
    description: `Read what Australian business owners say about working with ${site.name}, the Melbourne SEO and digital marketing agency behind their growth.`,
  },
  hero: {
    category: 'Our Work',
    title: 'Client Testimonials',
    subtitle: 'In our clients\u2019 own words',
    description:
      'We would rather you hear it from the people we work with. These are business owners and marketing managers who trusted us with their search, ads and websites, and what they noticed once the work was under way.',
    icon: 'Quote',
    gradient: 'rose',
    buttons: [{ label: 'Get Your Free Audit', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Clients Stay With Us',
      paragraphs: [
        'Most agencies can promise results. Fewer explain what they are doing, answer the phone when something goes wrong and show the numbers when they are not flattering. That is the standard our clients hold us to.',
        'Ongoing services can be ended with 30 days written notice. Clients stay because the work is paying off, not because a contract says they must.',
      ],
    },
    {
      type: 'testimonials',
      id: 'testimonials',
      heading: 'What Our Clients Say',
      intro: 'Feedback from business owners and marketing leads we have worked with, rated out of five.',
    },
    {
      type: 'cards',
      heading: 'What Clients Mention Most',
      intro: 'The same themes come up again and again when clients describe working with us.',
      columns: 4,
      cards: [
        {
          icon: 'MessageSquare',
          title: 'Plain Communication',
          desc: 'No jargon and no mystery. You know what we are working on this month and why it matters to your business.',
        },
        {
          icon: 'BarChart3',
          title: 'Honest Reporting',
          desc: 'Reports focus on enquiries, sales and revenue. When something underperforms, we say so and explain the fix.',
        },
        {
          icon: 'Users',
          title: 'A Real Team',
          desc: 'You deal with the specialists doing the work, not an account manager passing messages along.',
        },
        {
          icon: 'TrendingUp',
          title: 'Lasting Growth',
          desc: 'Search rankings, content and tracking that keep delivering long after a campaign launches.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Questions Prospective Clients Ask',
      items: [
        {
          q: 'Can I speak to an existing client before signing on?',
          a: 'In most cases, yes. Once we understand your project, we can usually arrange a conversation with a client in a similar industry who is happy to share their experience.',
        },
        {
          q: 'How soon do clients usually notice a difference?',
          a: 'Technical fixes and paid campaigns can show movement within weeks. SEO builds over months. We set realistic expectations in your first strategy session and report progress every month.',
        },
        {
          q: 'What if the results are not what we expected?',
          a: 'We tell you early, explain why and change the plan. No results are guaranteed in marketing, but you will never be left guessing about where things stand.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Hear It From Our Clients',
    text: 'Short on time? Jump to the reviews and read what business owners say about working with us, in their own words and rated out of five.',
    button: { label: 'Read Testimonials', href: '#testimonials' },
  },
};

export default page;
