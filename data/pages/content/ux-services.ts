import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'UX Design',
    description:
      'UX design services in Melbourne: user research, usability testing, wireframes and prototypes that make your website easier to use and more likely to convert.',
  },
  hero: {
    category: 'Graphic Design',
    title: 'UX Design',
    subtitle: 'Websites that make sense to the people using them',
    description:
      'When visitors cannot find what they need, they leave. User experience design finds out where people get stuck on your site and fixes it, using research and testing rather than guesswork or personal taste.',
    icon: 'MousePointerClick',
    gradient: 'indigo',
    buttons: [{ label: 'Book a UX Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'What UX Design Fixes',
      paragraphs: [
        'Most websites are organised the way the business thinks, not the way customers think. Menus use internal jargon. Forms ask for too much. Key information sits three clicks deep. Each problem is small, but together they quietly cost you enquiries and sales.',
        'UX design starts by watching how real people use your site. From there we restructure content, simplify journeys and design interfaces that feel obvious. Good UX is mostly invisible: visitors simply find what they came for and take the next step.',
      ],
      bullets: [
        'Visitors land on the site but rarely reach the contact or checkout page',
        'Customers phone to ask questions the website should answer',
        'Forms are started but not finished',
        'The mobile experience feels like an afterthought',
      ],
    },
    {
      type: 'cards',
      heading: 'Our UX Services',
      intro: 'Use them as a complete programme or choose the pieces your project needs.',
      columns: 3,
      cards: [
        {
          icon: 'Users',
          title: 'User Research',
          desc: 'Interviews, surveys and analytics reviews that show who your users are and what they are trying to do.',
          features: ['Customer interviews', 'Behaviour analysis', 'Clear findings, not raw data'],
        },
        {
          icon: 'Eye',
          title: 'Usability Testing',
          desc: 'We watch real people complete real tasks on your site and record exactly where they hesitate or fail.',
          features: ['Moderated and remote sessions', 'Task success tracking', 'Prioritised list of fixes'],
        },
        {
          icon: 'Network',
          title: 'Information Architecture',
          desc: 'Menus, page structure and labels organised around how your customers look for information.',
          features: ['Card sorting exercises', 'Sitemap restructuring', 'Plain-language navigation labels'],
        },
        {
          icon: 'Layout',
          title: 'Wireframes and Prototypes',
          desc: 'Low and high fidelity layouts that let us test ideas cheaply before design and development begin.',
          features: ['Page-by-page wireframes', 'Clickable prototypes', 'Annotated for developers'],
        },
        {
          icon: 'Map',
          title: 'Customer Journey Mapping',
          desc: 'A visual map of every step from first search to enquiry, showing the gaps and friction along the way.',
          features: ['Touchpoints across channels', 'Pain points identified', 'Opportunities ranked by impact'],
        },
        {
          icon: 'ClipboardCheck',
          title: 'UX Audits',
          desc: 'An expert review of your current site against proven usability and accessibility principles.',
          features: ['Heuristic evaluation', 'Accessibility checks', 'Quick wins you can act on now'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Approach UX',
      steps: [
        {
          step: '01',
          title: 'Research',
          desc: 'We study your analytics, talk to customers and review the current site to understand what is really happening.',
        },
        {
          step: '02',
          title: 'Define',
          desc: 'We turn the findings into clear problem statements and agree with you which ones matter most to the business.',
        },
        {
          step: '03',
          title: 'Design and Prototype',
          desc: 'We sketch solutions, build prototypes and refine them until the journeys feel simple.',
        },
        {
          step: '04',
          title: 'Test and Refine',
          desc: 'We test the prototype with real users, fix what trips them up and hand over a design your developers can build with confidence.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'UX Design Questions',
      items: [
        {
          q: 'How is UX design different from web design?',
          a: 'Web design covers how a site looks. UX design covers how it works for the person using it: structure, flow, content and interaction. The two work best together.',
        },
        {
          q: 'Do we need a full redesign to improve UX?',
          a: 'Often not. A UX audit usually uncovers fixes to navigation, forms and page content that can be made on your current site.',
        },
        {
          q: 'How does UX relate to conversion rate optimisation?',
          a: 'UX research tells you why visitors struggle. Conversion testing then measures which fix works best. Many clients use both.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Find Out Where Your Visitors Get Stuck',
    text: 'Request a UX review and we will show you the friction points on your site and what to fix first.',
    button: { label: 'Book a UX Review', href: '#contact' },
  },
};

export default page;
