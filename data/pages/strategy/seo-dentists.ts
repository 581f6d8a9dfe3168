import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO for Dentists',
    description:
      'SEO for dental practices in Melbourne and Australia. Attract new patients searching nearby, fill your appointment book and build trust before the first visit.',
  },
  hero: {
    category: 'SEO by Industry',
    title: 'SEO for Dentists',
    subtitle: 'Attract new patients who are searching right now',
    description:
      'Choosing a dentist starts on Google. We help dental practices rank for the treatments and suburbs that matter, and present the practice in a way that makes patients comfortable booking.',
    icon: 'Stethoscope',
    gradient: 'teal',
    buttons: [
      { label: 'Attract More Patients', href: '#contact' },
      { label: 'Call Our Team', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'How Patients Choose a Dentist',
      paragraphs: [
        '97% of people search online before choosing a dentist. They compare practices in the map results, read reviews, check opening hours and look at treatment pages before they pick up the phone.',
        'If your practice is hard to find, or your website does not answer their questions, they book somewhere else. Dental SEO makes sure you are visible at that moment and give a strong first impression.',
      ],
      bullets: [
        'Rank for searches like "dentist near me" and "emergency dentist" in your suburb',
        'Promote high-value treatments such as implants, clear aligners and veneers',
        'Build trust with a strong profile, clear information and a professional website',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Dental SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'MapPin',
          title: 'Local Practice Visibility',
          desc: 'Show up in Google Maps when nearby patients look for a dentist.',
          features: ['Google Business Profile optimisation', 'Accurate hours and services', 'Multi-location set-up'],
        },
        {
          icon: 'Sparkles',
          title: 'Treatment Pages',
          desc: 'Clear pages for each treatment, written for patients and reviewed for accuracy.',
          features: ['General, cosmetic and emergency care', 'Plain-language explanations', 'Patient FAQs'],
        },
        {
          icon: 'Star',
          title: 'Review Management',
          desc: 'Monitor and respond to patient reviews professionally, within the advertising rules.',
          features: ['Review monitoring', 'Privacy-safe response guidance', 'Clear advice on what you can share'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Compliant Content',
          desc: 'Copy written with Australian health advertising rules in mind.',
          features: ['No testimonials about clinical outcomes', 'Balanced treatment information', 'Accurate, careful claims'],
        },
        {
          icon: 'Calendar',
          title: 'Booking-Focused Design',
          desc: 'Make it easy to go from search result to booked appointment.',
          features: ['Prominent call and booking buttons', 'Fast mobile pages', 'Online booking integration'],
        },
        {
          icon: 'BarChart3',
          title: 'New Patient Tracking',
          desc: 'See how many calls and bookings come from organic search each month.',
          features: ['Call and form tracking', 'Booking conversion reporting', 'Treatment-level insights'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Process for Dental Practices',
      steps: [
        {
          step: '01',
          title: 'Practice Audit',
          desc: 'We assess your website, profile and local competitors across the suburbs you draw patients from.',
        },
        { step: '02', title: 'Treatment Priorities', desc: 'We agree which treatments and patient groups to focus on first.' },
        {
          step: '03',
          title: 'Optimise and Publish',
          desc: 'We improve your profile, fix technical issues and build out treatment content.',
        },
        { step: '04', title: 'Grow and Report', desc: 'We build local authority month by month and report on new patient enquiries.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Dental SEO Questions',
      items: [
        {
          q: 'Do you understand the advertising rules for dentists?',
          a: 'Yes. We write with the Australian rules for advertising regulated health services in mind, and your practice always approves content before it goes live.',
        },
        {
          q: 'Can you help a practice with several locations?',
          a: 'Yes. Each location gets its own optimised profile and page, so every practice can rank in its own area.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Be the Practice Patients Find First',
    text: 'Most new patients search locally. Learn how our local SEO service puts your practice in front of people in the suburbs around you.',
    button: { label: 'Explore Local SEO', href: '/strategy/local-seo' },
  },
};

export default page;
