import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Infographic Design',
    description:
      'Infographic design from a Melbourne agency: data, research and processes turned into clear, branded graphics that get shared, earn links and win attention.',
  },
  hero: {
    category: 'Graphic Design',
    title: 'Infographic Design',
    subtitle: 'Complex information, understood at a glance',
    description:
      'Your business sits on numbers, processes and insights that your customers would find useful, if only they were easier to take in. We research, structure and design infographics that make the point in seconds and carry your brand wherever they are shared.',
    icon: 'ChartPie',
    gradient: 'amber',
    buttons: [{ label: 'Start Your Infographic', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Infographics Still Earn Attention',
      paragraphs: [
        'People skim. A dense report or a long blog post asks for time that most readers will not give. A well-designed infographic gives them the key idea first, then rewards a closer look with the detail behind it.',
        'Good infographics are also practical marketing assets. Journalists and bloggers embed them and link back to the source. Sales teams drop them into proposals. Social channels reward visuals over plain text. One strong graphic can support your SEO, your content calendar and your sales conversations at the same time.',
        'The design is only half the job. The other half is deciding what the graphic should say, checking every figure and cutting everything that does not serve the story.',
      ],
      bullets: [
        'Original research and survey results presented clearly',
        'Step-by-step processes your customers need to understand',
        'Comparisons that help buyers choose between options',
        'Industry data turned into a resource others want to cite',
      ],
    },
    {
      type: 'cards',
      heading: 'Infographic Design Services',
      intro: 'Every format is designed from scratch in your brand colours and type, never from a stock template.',
      columns: 3,
      cards: [
        {
          icon: 'BarChart3',
          title: 'Data Visualisation',
          desc: 'Charts, graphs and figures arranged so the numbers tell a story rather than sit in a table.',
          features: ['Accurate, honest chart scales', 'Clear hierarchy of key figures', 'Source notes for every statistic'],
        },
        {
          icon: 'Workflow',
          title: 'Process and How-To Graphics',
          desc: 'Step-by-step visuals that explain how something works, from onboarding to installation.',
          features: ['Numbered, logical flow', 'Custom icons for each step', 'Ideal for help centres and proposals'],
        },
        {
          icon: 'Scale',
          title: 'Comparison Infographics',
          desc: 'Side-by-side layouts that help buyers weigh options, products or approaches quickly.',
          features: ['Balanced, readable layouts', 'Pros and cons at a glance', 'Works well on service pages'],
        },
        {
          icon: 'Calendar',
          title: 'Timelines and Histories',
          desc: 'Milestones, project phases or industry history laid out in a clear, scannable sequence.',
          features: ['Company and brand stories', 'Project roadmaps for clients', 'Horizontal or vertical formats'],
        },
        {
          icon: 'Share2',
          title: 'Social Micrographics',
          desc: 'Long infographics broken into bite-sized panels sized for each social platform.',
          features: ['Carousel-ready slices', 'Correct sizes for each channel', 'Consistent series styling'],
        },
        {
          icon: 'Layers',
          title: 'Branded Templates',
          desc: 'Reusable infographic templates so your team can publish on-brand visuals between projects.',
          features: ['Editable master files', 'Colour and type rules included', 'A short usage guide for your team'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Design an Infographic',
      steps: [
        {
          step: '01',
          title: 'Brief and Research',
          desc: 'We agree the audience, the goal and where the graphic will live, then gather and verify the data or content behind it.',
        },
        {
          step: '02',
          title: 'Story and Wireframe',
          desc: 'We write the headline and copy, decide the order of ideas and sketch a wireframe for your approval before any design work starts.',
        },
        {
          step: '03',
          title: 'Design and Illustration',
          desc: 'Our designers build the final artwork with custom icons, charts and illustrations. You review the draft and we refine it until it is right.',
        },
        {
          step: '04',
          title: 'Publish and Promote',
          desc: 'We supply web, print and social versions with embed code and alt text, and can help pitch the piece for links and coverage.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Infographic Questions',
      items: [
        {
          q: 'Do we need to supply the data?',
          a: 'Not necessarily. If you have internal figures we will work with those. If not, we can source reputable public data and cite it properly on the graphic.',
        },
        {
          q: 'What files will we receive?',
          a: 'A high-resolution web image, a print-ready PDF, social-sized crops and the editable source file, so the graphic stays yours to update.',
        },
        {
          q: 'Can an infographic help our SEO?',
          a: 'Yes, when it is genuinely useful. We publish it on a page with supporting text and embed code, which makes it easy for other sites to share it and link back to you.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Have a Story Buried in Your Data?',
    text: `Tell us what you want your audience to understand. We will come back with an outline and a clear quote within ${site.replyWithin}.`,
    button: { label: 'Start Your Infographic', href: '#contact' },
  },
};

export default page;
