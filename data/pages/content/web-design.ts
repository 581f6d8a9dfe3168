import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Web Design',
    description:
      'Web design from a Melbourne agency: page layouts, brand visuals, design systems and clickable prototypes that make your site look credible and guide visitors.',
  },
  hero: {
    category: 'Graphic Design',
    title: 'Web Design',
    subtitle: 'The look and feel that makes visitors trust you',
    description:
      'Visitors judge your business by your website before they read a word. Our designers create the visual layer of your site, from layouts and colour to imagery and icons, so it looks as good as the work you do and points people towards getting in touch.',
    icon: 'Palette',
    gradient: 'violet',
    buttons: [{ label: 'Start Your Web Design', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Design That Does a Job',
      paragraphs: [
        'Attractive is not enough. A well-designed page makes the most important message obvious, leads the eye to the next step and removes anything that distracts from it. That is the standard we design to.',
        'We work with your existing brand or help you refine it for the screen. Colours are checked for contrast, type is chosen for readability on small screens, and every image earns its place. The result is a site that feels consistent from the home page to the contact form.',
        'Our design work slots into whatever you need next. We can hand polished designs to your own developers, or our team can build the site for you.',
      ],
      bullets: [
        'New brands that need a website to match',
        'Established businesses whose site no longer reflects their quality',
        'Marketing teams that need new page designs for campaigns',
        'Developers who want professional designs to build from',
      ],
    },
    {
      type: 'cards',
      heading: 'Web Design Services',
      intro: 'Pick a single deliverable or combine them into a complete design package.',
      columns: 3,
      cards: [
        {
          icon: 'Layout',
          title: 'Page Layouts',
          desc: 'Home, service, about and contact page designs built around what each page needs visitors to do.',
          features: ['Desktop and mobile versions', 'Clear visual hierarchy', 'Calls to action placed with intent'],
        },
        {
          icon: 'Paintbrush',
          title: 'Brand-Aligned Visuals',
          desc: 'Your logo, colours and tone translated into a digital look that works across every page.',
          features: ['Screen-ready colour palette', 'Web font pairing', 'Photography and image direction'],
        },
        {
          icon: 'Boxes',
          title: 'Design Systems',
          desc: 'A library of buttons, forms, cards and sections that keeps new pages consistent as your site grows.',
          features: ['Reusable components', 'Spacing and type scales', 'Documentation for your team'],
        },
        {
          icon: 'MousePointerClick',
          title: 'Clickable Prototypes',
          desc: 'Interactive mock-ups you can click through before a line of code is written.',
          features: ['Test ideas with real users', 'Easier stakeholder sign-off', 'Fewer changes during the build'],
        },
        {
          icon: 'Shapes',
          title: 'Icons and Illustrations',
          desc: 'Custom icon sets and illustrations that give your site a personality stock graphics cannot.',
          features: ['Matched to your brand style', 'Lightweight SVG files', 'Consistent line and colour rules'],
        },
        {
          icon: 'Code2',
          title: 'Design Through to Build',
          desc: 'When you want a finished website, our development team turns the approved designs into a fast, working site.',
          features: ['One team from concept to launch', 'Designs built faithfully', 'SEO foundations included'],
          link: { label: 'See Custom Web Design', href: '/design/custom-web-design' },
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Design Process',
      steps: [
        {
          step: '01',
          title: 'Discovery',
          desc: 'We learn about your customers, your competitors and the goal of each page, and review any brand assets you already have.',
        },
        {
          step: '02',
          title: 'Visual Direction',
          desc: 'We present a moodboard and a styled sample page so you can agree the look before we design the rest.',
        },
        {
          step: '03',
          title: 'Page Design',
          desc: 'We design every agreed page for desktop and mobile, then refine them with your feedback.',
        },
        {
          step: '04',
          title: 'Handover',
          desc: 'You receive organised design files, exported assets and a style guide, ready for our developers or yours.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready for a Website That Looks the Part?',
    text: `Tell us about your business and the pages you need. We will reply within ${site.replyWithin} with ideas and next steps.`,
    button: { label: 'Start Your Web Design', href: '#contact' },
  },
};

export default page;
