import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'B2B Content Strategy Melbourne',
    description:
      'B2B content strategy for Australian companies: content that guides business buyers from first search to signed contract and gives your sales team better leads.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'B2B Content Strategy',
    subtitle: 'Content that supports long, complex sales',
    description:
      'Business buyers research thoroughly before they ever speak to a salesperson. We plan and create the content that answers their questions, earns their trust and puts your company on the shortlist.',
    icon: 'Building2',
    gradient: 'teal',
    buttons: [{ label: 'Plan B2B Content', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'How B2B Buyers Decide',
      paragraphs: [
        'Business buyers consume 13 content pieces before purchase. They read articles, compare case studies, download guides and share material with colleagues who also have a say. If your company is missing from that research, you are missing from the decision.',
        'B2B purchases involve more people, more risk and longer timeframes than consumer sales. Content has to speak to technical evaluators, budget holders and end users, each with different concerns. A B2B content strategy maps those needs and makes sure every stage of the journey is covered.',
      ],
      bullets: [
        'Build authority in your industry before the first sales call',
        'Shorten sales cycles by answering objections in advance',
        'Give sales a library of material to share with prospects',
        'Generate organic search traffic that compounds over time',
      ],
    },
    {
      type: 'cards',
      heading: 'B2B Content Types',
      intro: 'Each format has a job. We choose the mix that suits your buyers and sales cycle.',
      columns: 3,
      cards: [
        {
          icon: 'FileText',
          title: 'White Papers',
          desc: 'In-depth, research-led documents that establish expertise on complex topics.',
          features: ['Technical depth', 'Gated lead capture', 'Suited to evaluators'],
          link: { label: 'White Paper Writing', href: '/content/white-paper-writer' },
        },
        {
          icon: 'Trophy',
          title: 'Case Studies',
          desc: 'Proof that you have solved similar problems for similar organisations.',
          features: ['Problem, solution, result', 'Client quotes', 'Sales enablement'],
        },
        {
          icon: 'Newspaper',
          title: 'Thought Leadership Articles',
          desc: 'Opinionated, useful articles that show how your team thinks.',
          features: ['SEO-driven topics', 'Executive bylines', 'LinkedIn distribution'],
        },
        {
          icon: 'BookOpen',
          title: 'eBooks and Guides',
          desc: 'Practical resources that help buyers plan, compare and justify a purchase.',
          features: ['Buyer guides', 'Checklists and templates', 'Email nurture content'],
        },
        {
          icon: 'Presentation',
          title: 'Webinars',
          desc: 'Live or recorded sessions that let prospects meet your experts.',
          features: ['Topic planning', 'Slide and script support', 'Follow-up sequences'],
        },
        {
          icon: 'ChartPie',
          title: 'Infographics and Data',
          desc: 'Visual summaries that make complex information quick to understand and share.',
          features: ['Process diagrams', 'Comparison charts', 'Social-ready formats'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Approach',
      steps: [
        {
          step: '01',
          title: 'Buyer and Committee Mapping',
          desc: 'We identify everyone involved in the decision and what each person needs to see.',
        },
        { step: '02', title: 'Content Audit', desc: 'We review your existing material and find the gaps at each stage of the journey.' },
        {
          step: '03',
          title: 'Strategy and Calendar',
          desc: 'You receive topic clusters, formats, distribution plans and a realistic publishing schedule.',
        },
        {
          step: '04',
          title: 'Creation and Measurement',
          desc: 'We produce the content, promote it and track its influence on pipeline and revenue.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'B2B Content Questions',
      items: [
        {
          q: 'Can you write about technical or specialist subjects?',
          a: 'Yes. We interview your engineers, consultants and product people, then turn their knowledge into clear content that still satisfies expert readers.',
        },
        {
          q: 'How do you measure B2B content?',
          a: 'Beyond traffic, we track downloads, content-influenced leads and the material sales shares with active opportunities.',
        },
        {
          q: 'Where should we start?',
          a: 'Usually with the questions your sales team hears most often. Answering them well tends to deliver the fastest return.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Be on the Shortlist Every Time',
    text: 'Let us build a content strategy that supports your sales team and reaches every decision maker. Share your goals and we will map out a plan.',
    button: { label: 'Develop B2B Strategy', href: '#contact' },
  },
};

export default page;
