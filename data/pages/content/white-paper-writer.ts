import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'White Paper Writing',
    description:
      'White paper writing in Melbourne: researched, authoritative white papers that explain complex problems, support B2B sales and generate qualified leads.',
  },
  hero: {
    category: 'Content Writing',
    title: 'White Paper Writing',
    subtitle: 'Authoritative long-form content for considered purchases',
    description:
      'When buyers are weighing a significant investment, they want evidence, not slogans. A well-written white paper explains the problem, examines the options and makes a reasoned case for your solution. We research and write white papers that decision makers read to the end.',
    icon: 'FileText',
    gradient: 'cyan',
    buttons: [{ label: 'Scope My White Paper', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'What Makes a White Paper Work',
      paragraphs: [
        'A white paper is not a brochure. It earns attention by teaching the reader something useful about a problem they already have. The sales case comes late, and it is stronger for being backed by the analysis that comes before it.',
        'Getting that balance right takes research, subject knowledge and disciplined writing. Our writers interview your specialists, review the relevant evidence and shape it into a clear argument that a technical expert and a finance director can both follow.',
      ],
      bullets: [
        'A problem statement your buyers recognise immediately',
        'Evidence drawn from your data, your experts and credible public sources',
        'Balanced discussion of options, so the recommendation is trusted',
        'An executive summary for readers who only have five minutes',
      ],
    },
    {
      type: 'cards',
      heading: 'White Papers We Write',
      intro: 'The right format depends on where your reader is in the buying process.',
      columns: 3,
      cards: [
        {
          icon: 'TriangleAlert',
          title: 'Problem and Solution Papers',
          desc: 'Define an industry problem, explain why common fixes fall short and present a better approach.',
          features: ['Ideal for early-stage buyers', 'Builds the case for change', 'Positions your method'],
        },
        {
          icon: 'Cpu',
          title: 'Technical Backgrounders',
          desc: 'Explain how a product, technology or process works for evaluators who need the detail.',
          features: ['Architecture and features', 'Specifications made readable', 'Supports technical due diligence'],
        },
        {
          icon: 'ListChecks',
          title: 'Numbered Guides',
          desc: 'Practical lists of questions, tips or criteria that help buyers make a sound decision.',
          features: ['Easy to skim', 'Strong lead magnet format', 'Shareable inside buying teams'],
        },
        {
          icon: 'BarChart3',
          title: 'Research Reports',
          desc: 'Papers built on your survey results or proprietary data, giving the market something new.',
          features: ['Data analysis and commentary', 'Media-friendly findings', 'Chart briefs for design'],
        },
        {
          icon: 'Landmark',
          title: 'Policy and Regulatory Papers',
          desc: 'Clear explanations of regulatory change and what it means for your customers.',
          features: ['Plain-English interpretation', 'Practical next steps', 'Reviewed by your specialists'],
        },
        {
          icon: 'Palette',
          title: 'Design and Distribution',
          desc: 'Need the finished paper designed, gated and promoted as a lead magnet? Our White Paper Creation service takes it from here.',
          features: ['Branded layout', 'Landing page and form', 'Launch campaign'],
          link: { label: 'See White Paper Creation', href: '/content/white-papers' },
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Write Your White Paper',
      steps: [
        {
          step: '01',
          title: 'Discovery',
          desc: 'We define the audience, the problem, the goal of the paper and how it will be used in your sales process.',
        },
        {
          step: '02',
          title: 'Research and Outline',
          desc: 'We interview your experts, gather evidence and agree a detailed outline with you before drafting.',
        },
        {
          step: '03',
          title: 'Drafting',
          desc: 'Our writer produces a complete draft with an executive summary, clear sections and cited sources.',
        },
        {
          step: '04',
          title: 'Review and Final Copy',
          desc: 'Your team checks technical accuracy, we incorporate feedback and deliver design-ready final copy.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'White Paper Questions',
      items: [
        {
          q: 'How long is a typical white paper?',
          a: 'Most run between six and twelve pages. We set the length by what the argument needs, not by a word count target.',
        },
        {
          q: 'Do we need our own data?',
          a: 'It helps, but it is not essential. Your experts\u2019 experience, client examples and credible public research can carry a strong paper.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Give Your Buyers a Reason to Choose You',
    text: 'Tell us about your audience and the problem you solve. We will recommend a white paper format and outline the next steps.',
    button: { label: 'Start My White Paper', href: '#contact' },
  },
};

export default page;
