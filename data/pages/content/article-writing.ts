import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Article Writing',
    description:
      'Article writing for Australian businesses: in-depth, well-researched articles for your website, trade publications and guest posts that build authority.',
  },
  hero: {
    category: 'Content Writing',
    title: 'Article Writing',
    subtitle: 'In-depth articles that show what you know',
    description:
      'Long-form articles give you room to explain, argue and teach. We write researched, well-sourced articles for your website, industry publications and partner sites that establish your business as the authority in its field.',
    icon: 'Newspaper',
    gradient: 'teal',
    buttons: [{ label: 'Commission an Article', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Articles Versus Blog Posts',
      paragraphs: [
        'A blog post is usually short, frequent and conversational. An article goes further. It digs into a subject, draws on sources and expert input, and gives the reader a complete understanding of the topic. Articles are the pieces that get bookmarked, shared in team meetings and cited by other writers.',
        'That depth is what makes articles valuable for search and for reputation. Comprehensive pages tend to attract links and rank for a wide spread of related searches, while bylined articles in trade media put your name in front of the audiences you most want to reach.',
      ],
      after: [
        'Need a steady stream of shorter posts as well? See our Professional Blogging service, which pairs well with a quarterly programme of feature articles.',
      ],
    },
    {
      type: 'cards',
      heading: 'Articles We Write',
      intro: 'Each format has a different job. We help you pick the right mix for your goals.',
      columns: 3,
      cards: [
        {
          icon: 'BookOpen',
          title: 'Pillar Articles',
          desc: 'Comprehensive guides of 2,000 words or more that cover a core topic from every angle.',
          features: ['Anchor for a topic cluster', 'Targets broad, high-value searches', 'Internally linked to related posts'],
        },
        {
          icon: 'Lightbulb',
          title: 'Thought Leadership',
          desc: 'Opinion and analysis pieces that share your point of view on where your industry is heading.',
          features: ['Written in the voice of your leaders', 'Built from interviews', 'Suitable for LinkedIn and media'],
        },
        {
          icon: 'Send',
          title: 'Guest Posts',
          desc: 'Articles written to the guidelines of partner sites and publications, earning exposure and links.',
          features: ['Pitching support', 'Publisher guidelines followed', 'Relevant, natural backlinks'],
        },
        {
          icon: 'Factory',
          title: 'Trade Publication Features',
          desc: 'Bylined features for industry magazines and journals that reach buyers in your sector.',
          features: ['Editorial tone, not sales copy', 'Technical accuracy', 'Image and caption notes'],
        },
        {
          icon: 'FileSearch',
          title: 'Research-Based Articles',
          desc: 'Articles built around data, surveys or original findings that other writers want to reference.',
          features: ['Sources cited', 'Data explained clearly', 'Charts briefed for design'],
        },
        {
          icon: 'GraduationCap',
          title: 'Educational Explainers',
          desc: 'Plain-language explanations of complex products, processes or regulations for non-experts.',
          features: ['Jargon translated', 'Worked examples', 'Clear summaries'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'From Idea to Published Article',
      steps: [
        {
          step: '01',
          title: 'Topic and Angle',
          desc: 'We agree the subject, the audience, the search terms and the angle that will make the piece stand out.',
        },
        {
          step: '02',
          title: 'Research and Interviews',
          desc: 'Our writer gathers sources and interviews your experts to capture knowledge only your business has.',
        },
        {
          step: '03',
          title: 'Writing and Editing',
          desc: 'A full draft is written, edited and fact-checked, with headings and metadata optimised for search.',
        },
        {
          step: '04',
          title: 'Publishing and Promotion',
          desc: 'We format the article for your site or the publisher and supply summaries for email and social.',
        },
      ],
    },
    {
      type: 'list',
      heading: 'What Every Article Includes',
      items: [
        { title: 'An outline for approval', desc: 'You see the structure before the full draft is written.' },
        { title: 'Search optimisation', desc: 'Title tag, meta description, headings and internal link suggestions.' },
        { title: 'Source list', desc: 'References for any facts or figures, so claims can be checked.' },
        { title: 'Full ownership', desc: 'The article is yours to publish, adapt and repurpose.' },
      ],
    },
  ],
  cta: {
    heading: 'Put Your Expertise in Writing',
    text: 'Tell us the topics you want to own. We will suggest angles and a publishing plan that builds authority over time.',
    button: { label: 'Plan My Articles', href: '#contact' },
  },
};

export default page;
