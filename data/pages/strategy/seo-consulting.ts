import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO Consulting Melbourne',
    description:
      'Independent SEO consulting in Melbourne: strategy, technical reviews and industry-specific roadmaps for businesses and in-house teams across Australia.',
  },
  hero: {
    category: 'SEO Services',
    title: 'SEO Consulting',
    subtitle: 'Senior advice for teams that want to do SEO properly',
    description:
      'Sometimes you do not need an agency to do the work. You need someone experienced to tell you what to do, in what order and why. Our consultants give you a clear strategy and the guidance to carry it out.',
    icon: 'Compass',
    gradient: 'teal',
    buttons: [
      { label: 'Book a Consultation', href: '#contact' },
      { label: 'Call a Consultant', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'When SEO Consulting Makes Sense',
      paragraphs: [
        'Consulting suits businesses that already have people who can write content, edit the website or manage developers, but lack a senior search specialist to set direction. It also suits owners who have been burned by an agency and want an independent view before they spend again.',
        'We look at your site, your market and your resources, then give you a plan you can actually deliver. You keep control of the work. We make sure it is the right work.',
      ],
      bullets: [
        'You have an in-house marketer or team who needs direction',
        'You are planning a redesign or platform change and want to protect rankings',
        'Your traffic has dropped and you need to understand why',
        'You want a second opinion on your current agency or strategy',
      ],
    },
    {
      type: 'cards',
      heading: 'How We Can Help',
      columns: 3,
      cards: [
        {
          icon: 'Map',
          title: 'SEO Strategy and Roadmaps',
          desc: 'A prioritised plan covering what to fix, what to create and what to ignore.',
          features: ['Keyword and market analysis', 'Twelve-month roadmap', 'Resource planning'],
        },
        {
          icon: 'FileSearch',
          title: 'Technical Reviews',
          desc: 'An expert review of how well search engines can crawl and understand your site.',
          features: ['Indexing and crawl analysis', 'Site speed review', 'Developer-ready recommendations'],
        },
        {
          icon: 'TriangleAlert',
          title: 'Traffic Drop Investigations',
          desc: 'When rankings fall, we find the cause and the way back.',
          features: ['Algorithm update analysis', 'Technical change review', 'Recovery plan'],
        },
        {
          icon: 'Factory',
          title: 'Industry-Specific Strategy',
          desc: 'Advice shaped around how buyers in your sector search, from trades and clinics to industrial suppliers.',
          features: ['Sector keyword research', 'Competitor benchmarking', 'Industry content angles'],
        },
        {
          icon: 'Scale',
          title: 'Agency and Vendor Reviews',
          desc: 'An independent assessment of the work you are paying for.',
          features: ['Deliverables audit', 'Link profile check', 'Questions to ask your agency'],
        },
        {
          icon: 'Users',
          title: 'Ongoing Advisory',
          desc: 'Regular sessions with a senior consultant to keep your team on track.',
          features: ['Monthly or fortnightly calls', 'Content and ticket reviews', 'Priority email support'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How a Consulting Engagement Works',
      steps: [
        { step: '01', title: 'Discovery Call', desc: 'We learn about your business, goals, team and what you have tried so far.' },
        { step: '02', title: 'Review and Analysis', desc: 'We audit your site, data and competitors against your goals.' },
        { step: '03', title: 'Strategy Session', desc: 'We walk your team through our findings and the recommended roadmap.' },
        { step: '04', title: 'Support as You Deliver', desc: 'We stay on hand to answer questions, review work and adjust the plan.' },
      ],
    },
  ],
  cta: {
    heading: 'Get a Clear Plan From an Experienced Consultant',
    text: 'Tell us what you want to achieve and where you are stuck. We will suggest the right type of engagement, whether that is a one-off review or ongoing advice.',
    button: { label: 'Book a Consultation', href: '#contact' },
  },
};

export default page;
