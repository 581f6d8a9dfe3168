import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Customer Persona Development Melbourne',
    description:
      'Research-based buyer persona development for Australian businesses. Understand who buys from you, why they choose you and how to reach more people like them.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Customer Persona Development',
    subtitle: 'Know exactly who you are marketing to',
    description:
      'Good marketing starts with a clear picture of the customer. We build buyer personas from real research, so your website, ads and content speak directly to the people most likely to buy.',
    icon: 'Users',
    gradient: 'violet',
    buttons: [{ label: 'Start Persona Research', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'What a Buyer Persona Is',
      paragraphs: [
        'A buyer persona is a profile of a typical customer group: their role, goals, frustrations, questions and the way they make decisions. It is not a stock photo with a made-up name. A useful persona is built from evidence and changes how you write, design and spend.',
        'Without personas, marketing tends to speak to everyone and persuade no one. With them, your team knows which problems to lead with, which objections to answer and which channels deserve the budget.',
      ],
      bullets: [
        'Sharper messaging that reflects the words customers actually use',
        'Content plans built around real questions, not guesses',
        'Better ad targeting and less wasted spend',
        'A shared view of the customer across sales and marketing',
      ],
    },
    {
      type: 'cards',
      heading: 'What Your Personas Include',
      columns: 3,
      cards: [
        {
          icon: 'Target',
          title: 'Goals and Motivations',
          desc: 'What each customer group is trying to achieve and what success looks like to them.',
          features: ['Business and personal goals', 'Triggers that start a search', 'Measures of success'],
        },
        {
          icon: 'TriangleAlert',
          title: 'Pain Points',
          desc: 'The problems and frustrations that make your offer relevant.',
          features: ['Daily challenges', 'Costs of doing nothing', 'Past bad experiences'],
        },
        {
          icon: 'MessageCircle',
          title: 'Objections',
          desc: 'The doubts that stop people buying, and how to answer them.',
          features: ['Price and value concerns', 'Risk and trust issues', 'Internal approval hurdles'],
        },
        {
          icon: 'Compass',
          title: 'Buying Journey',
          desc: 'How each persona moves from first search to signed order.',
          features: ['Research habits', 'Decision makers and influencers', 'Typical timeframes'],
        },
        {
          icon: 'Globe',
          title: 'Channels',
          desc: 'Where each persona looks for information and which sources they trust.',
          features: ['Search and social use', 'Publications and events', 'Preferred formats'],
        },
        {
          icon: 'Quote',
          title: 'Messaging Guide',
          desc: 'Practical guidance your writers and designers can use straight away.',
          features: ['Key messages', 'Language to use and avoid', 'Example headlines'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Build Personas',
      steps: [
        {
          step: '01',
          title: 'Internal Workshops',
          desc: 'We gather what your sales, service and leadership teams already know about customers.',
        },
        {
          step: '02',
          title: 'Customer Interviews',
          desc: 'We speak with recent buyers, and lost prospects where possible, to hear their reasons first-hand.',
        },
        {
          step: '03',
          title: 'Data Analysis',
          desc: 'Analytics, CRM records, search data and reviews confirm the patterns from interviews.',
        },
        { step: '04', title: 'Personas and Rollout', desc: 'We deliver clear persona documents and walk your team through using them.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Persona Questions',
      items: [
        {
          q: 'How many personas do we need?',
          a: 'Most businesses are well served by two to four. More than that usually becomes hard to act on.',
        },
        {
          q: 'Can you interview our customers for us?',
          a: 'Yes. An independent interviewer often gets more honest answers, and we handle scheduling and notes.',
        },
        {
          q: 'What do we do with personas afterwards?',
          a: 'We show you how to apply them to your website, content plan and ad targeting, and can do that work for you.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Understand Your Customers Properly',
    text: 'Let us build personas your whole team can use. Tell us about your business and we will suggest the right research approach.',
    button: { label: 'Develop Customer Personas', href: '#contact' },
  },
};

export default page;
