import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI SEO Strategy Melbourne',
    description:
      'AI-assisted SEO strategy from Melbourne specialists: faster research, smarter content planning and visibility in AI search answers, all checked by experts.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI SEO Strategy',
    subtitle: 'Machine speed, human judgement',
    description:
      'Search is changing. Google now shows AI-generated answers, and people ask chatbots for recommendations. We use AI tools to research and plan faster, and experienced strategists to make sure your business is the one those answers point to.',
    icon: 'Brain',
    gradient: 'violet',
    buttons: [{ label: 'Get an AI SEO Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'What AI Changes in SEO',
      paragraphs: [
        'Traditional SEO still matters. Pages must be crawlable, fast and relevant, and links still build authority. What has changed is how results are presented. AI overviews summarise answers at the top of the page, and assistants draw on sources they consider trustworthy and clear.',
        'That rewards content that is well structured, factually precise and written by people who know the subject. It also rewards businesses that move quickly. AI tools let us analyse thousands of keywords, pages and competitor signals in the time it once took to review a handful, so your strategy is built on a far wider view of the market.',
      ],
      bullets: [
        'Faster, deeper keyword and competitor research',
        'Content structured for both search engines and AI answers',
        'Every recommendation reviewed by a senior SEO strategist',
      ],
    },
    {
      type: 'cards',
      heading: 'AI SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'Search',
          title: 'AI Keyword Research',
          desc: 'Large-scale analysis of search demand, grouped by intent and topic.',
          features: ['Semantic topic clustering', 'Question and long-tail discovery', 'Intent classification'],
        },
        {
          icon: 'Sparkles',
          title: 'AI Search Visibility',
          desc: 'Improve how often your brand appears in AI overviews and assistant answers.',
          features: ['Answer-ready page structure', 'Entity and brand consistency', 'Citation-worthy content'],
        },
        {
          icon: 'Binoculars',
          title: 'Competitor Intelligence',
          desc: 'Find the topics, pages and links that give competitors their edge.',
          features: ['Content gap analysis', 'SERP feature tracking', 'Backlink pattern review'],
        },
        {
          icon: 'FileText',
          title: 'Content Planning',
          desc: 'Data-led briefs that tell writers exactly what each page must cover.',
          features: ['Topic authority maps', 'Detailed content briefs', 'Internal linking plans'],
        },
        {
          icon: 'Code2',
          title: 'Technical SEO Automation',
          desc: 'Automated crawls and checks that catch problems before they cost rankings.',
          features: ['Scheduled site audits', 'Structured data checks', 'Indexing alerts'],
        },
        {
          icon: 'ChartLine',
          title: 'Predictive Reporting',
          desc: 'Trend analysis that shows where traffic is heading, not just where it has been.',
          features: ['Ranking trend forecasts', 'Seasonality insights', 'Opportunity scoring'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Work',
      steps: [
        {
          step: '01',
          title: 'AI-Assisted Audit',
          desc: 'We combine automated crawling and analysis with expert review of your site and market.',
        },
        {
          step: '02',
          title: 'Strategy Design',
          desc: 'Our strategists turn the data into a prioritised plan tied to your business goals.',
        },
        {
          step: '03',
          title: 'Content and Optimisation',
          desc: 'AI speeds up drafting and optimisation; human editors ensure accuracy and brand voice.',
        },
        {
          step: '04',
          title: 'Monitor and Refine',
          desc: 'Continuous tracking spots changes in rankings and AI answers so we can respond quickly.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'AI SEO Questions',
      items: [
        {
          q: 'Will Google penalise AI-assisted content?',
          a: 'Google judges content on quality and usefulness, not on how it was produced. Our process keeps people in charge of facts, expertise and final edits.',
        },
        {
          q: 'Does AI replace traditional SEO?',
          a: 'No. It builds on it. Technical health, relevance and authority remain the foundation for both classic results and AI answers.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get Ahead of the Shift in Search',
    text: "Find out how your business appears in today's search results and AI answers, and what it would take to lead them.",
    button: { label: 'Start AI SEO Analysis', href: '#contact' },
  },
};

export default page;
