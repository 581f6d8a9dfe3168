import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Interactive Infographics',
    description:
      'Interactive infographics built in Melbourne: explorable charts, calculators, maps and scroll-driven stories that keep visitors engaged and attract links.',
  },
  hero: {
    category: 'Graphic Design',
    title: 'Interactive Infographics',
    subtitle: 'Content your audience explores, not just scrolls past',
    description:
      'A static graphic shows one view of the story. An interactive infographic lets each visitor find the part that matters to them: filter the data, compare options, calculate a result. We design and build interactive pieces that hold attention and give people a reason to come back.',
    icon: 'Activity',
    gradient: 'cyan',
    buttons: [{ label: 'Plan an Interactive Piece', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'When Interactive Is Worth It',
      paragraphs: [
        'Interactive content takes more effort than a static image, so it should be reserved for stories with depth. Large data sets, personalised results and multi-step processes are where it shines, because visitors can dig into the detail without being overwhelmed by it up front.',
        'Because every piece is built as a web page on your own domain, it also works for search. The text is readable by Google, the page can rank in its own right, and other publishers can link to it rather than copying an image.',
      ],
      bullets: [
        'Research reports with more data than one graphic can hold',
        'Pricing, savings or return-on-investment estimates for buyers',
        'Location-based information such as service areas or regional data',
        'Campaigns that need a memorable, shareable centrepiece',
      ],
    },
    {
      type: 'comparison',
      heading: 'Static or Interactive?',
      intro: 'Both have their place. Here is how we help clients decide.',
      columns: [
        {
          icon: 'Image',
          title: 'Static Infographic',
          points: [
            'Best for a single, focused message',
            'Easy to share on social media and in print',
            'Faster to produce and simpler to update',
            'Works well inside blog posts and proposals',
          ],
        },
        {
          icon: 'MousePointerClick',
          title: 'Interactive Infographic',
          points: [
            'Best for deep data or personalised results',
            'Keeps visitors on your site for longer',
            'Can rank in search as a page of its own',
            'Can capture leads in exchange for detailed results',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Interactive Formats We Build',
      intro: 'Each piece is designed around one clear question your audience wants answered.',
      columns: 3,
      cards: [
        {
          icon: 'ChartLine',
          title: 'Explorable Data Charts',
          desc: 'Charts visitors can filter, hover and drill into to find the figures relevant to them.',
          features: ['Filters by region, year or category', 'Tooltips with exact values', 'Accessible table fallback'],
        },
        {
          icon: 'Ruler',
          title: 'Calculators and Estimators',
          desc: 'Tools that turn a few inputs into a tailored result, such as cost, savings or time.',
          features: ['Clear input steps', 'Instant, visual results', 'Optional email capture for a full report'],
        },
        {
          icon: 'MapPin',
          title: 'Interactive Maps',
          desc: 'Clickable maps that show locations, coverage or regional data without cluttering the page.',
          features: ['Suburb and state views', 'Custom markers and colours', 'Mobile-friendly controls'],
        },
        {
          icon: 'BookOpen',
          title: 'Scroll-Driven Stories',
          desc: 'Long-form pieces where charts and illustrations animate as the reader scrolls through the narrative.',
          features: ['Guided, chapter-like structure', 'Subtle, purposeful motion', 'Readable text for search engines'],
        },
        {
          icon: 'Clock',
          title: 'Animated Timelines',
          desc: 'Histories, roadmaps and project phases that visitors can step through at their own pace.',
          features: ['Expandable milestone detail', 'Images and quotes per stage', 'Keyboard navigable'],
        },
        {
          icon: 'ListChecks',
          title: 'Quizzes and Assessments',
          desc: 'Short self-assessments that score a visitor and point them to the right next step.',
          features: ['Tailored outcome pages', 'Lead capture built in', 'Results you can analyse'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'From Idea to Launch',
      steps: [
        {
          step: '01',
          title: 'Concept',
          desc: 'We agree the question the piece answers, the audience and how success will be measured.',
        },
        {
          step: '02',
          title: 'Data and Content',
          desc: 'We clean and verify the data, write the copy and plan every interaction on a storyboard.',
        },
        {
          step: '03',
          title: 'Design and Build',
          desc: 'Designers and developers build the piece to load quickly and work on phones, tablets and desktops.',
        },
        {
          step: '04',
          title: 'Launch and Measure',
          desc: 'We publish, track how people interact with it and support outreach to earn coverage and links.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Give Your Audience Something to Explore',
    text: 'Share your data or idea with us and we will suggest the interactive format that suits it best.',
    button: { label: 'Plan an Interactive Piece', href: '#contact' },
  },
};

export default page;
