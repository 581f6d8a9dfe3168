import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'What is Content Creation?',
    description:
      'What is content creation? A practical guide to planning, producing and improving articles, videos and graphics that attract and convert customers in Australia.',
  },
  hero: {
    category: 'Content Marketing',
    title: 'What is Content Creation?',
    subtitle: 'From idea to published piece, with a purpose',
    description:
      'Content creation is the work of turning what your business knows into articles, videos, graphics and emails that people want to read and watch. Done well, it brings in customers for years after it is published.',
    icon: 'Feather',
    gradient: 'amber',
  },
  sections: [
    {
      type: 'text',
      heading: 'Content Creation, Defined',
      paragraphs: [
        'Content creation covers every stage of making a piece of marketing content: choosing the topic, researching it, writing or filming, editing, designing and publishing. The formats vary widely, from blog posts and service pages to short videos, infographics, case studies, newsletters and downloadable guides.',
        'What separates content creation from simply \u201cposting stuff\u201d is purpose. Each piece should serve a specific audience, answer a real question and lead somewhere: a service page, a sign-up, an enquiry. Content without a purpose gets published and forgotten.',
        'For most small and medium businesses, the best raw material is already in the building. The questions customers ask, the mistakes you see people make, the projects you are proud of and the expertise your team takes for granted all make excellent content. The job is to capture it and shape it for the right channel.',
      ],
    },
    {
      type: 'cards',
      heading: 'Four Parts of Great Content Creation',
      intro: 'Whether you create content in-house or with an agency, these four parts decide the result.',
      columns: 4,
      cards: [
        {
          icon: 'Compass',
          title: 'Content Strategy',
          desc: 'Before creating anything, decide who the content is for, what you want them to do and how you will know it worked. Choose a few core topics linked to your services, research the searches behind them and plan formats for each stage of the buying journey. A simple strategy document keeps everyone focused and stops you chasing every passing trend.',
          features: ['Clear audience and goals', 'Core topics tied to services', 'Formats for each buying stage'],
        },
        {
          icon: 'Workflow',
          title: 'Creation Process',
          desc: 'A repeatable process keeps quality high and deadlines met. Start with a brief covering audience, keyword, key points and call to action. Draft, then edit for accuracy, clarity and brand voice. Add visuals, optimise for search and have a subject expert check the facts. Publish to a calendar, not on a whim, so output stays steady month after month.',
          features: ['Written brief for every piece', 'Edit and expert review', 'Editorial calendar'],
        },
        {
          icon: 'Users',
          title: 'Audience Focus',
          desc: 'Write for one reader at a time. Use the words your customers use, not industry jargon. Answer the question fully and early, then add depth for those who want it. Show real examples, local context and honest advice, including when your service is not the right fit. Content that respects the reader earns trust, shares and links.',
          features: ['Customer language, not jargon', 'Answer first, then add depth', 'Real examples and local context'],
        },
        {
          icon: 'Gauge',
          title: 'Performance Optimization',
          desc: 'Publishing is the midpoint, not the finish line. Track rankings, traffic, engagement and enquiries for every piece. Update posts that are slipping, expand ones that nearly rank on page one and add internal links from your strongest pages. Turn top performers into new formats such as videos or email series. Retire content that is outdated and cannot be saved.',
          features: ['Track every published piece', 'Refresh and expand near-winners', 'Repurpose top performers'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Let Us Create Content That Converts',
    text: 'Our writers, designers and video team create content around your customers\u2019 questions, optimised for search and built to turn readers into enquiries.',
    button: { label: 'Learn Content Creation', href: '/content/content-marketing-services' },
  },
};

export default page;
