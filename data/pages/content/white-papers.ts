import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'White Paper Creation',
    description:
      'White paper creation in Melbourne: researched, designed and gated lead magnets with landing pages and follow-up emails that turn readers into sales leads.',
  },
  hero: {
    category: 'Lead Magnet Creation',
    title: 'White Paper Creation',
    subtitle: 'Authority content that fills your pipeline',
    description:
      'A white paper is one of the strongest lead magnets in B2B marketing. Decision makers will trade their contact details for genuine expertise. We plan, write, design and launch white papers as complete lead generation campaigns, not documents that sit in a folder.',
    icon: 'FileText',
    gradient: 'indigo',
    buttons: [{ label: 'Start Your White Paper', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'A White Paper Built to Generate Leads',
      paragraphs: [
        'Plenty of businesses publish a white paper and hear nothing back. Usually the topic was chosen internally, the document reads like a brochure, and it is buried on a resources page with no promotion behind it.',
        'Our approach treats the white paper as the centre of a campaign. We choose a topic your buyers are actively researching, build an argument backed by evidence, design it to look credible and put a landing page, form and follow-up sequence around it. Every download becomes a lead your sales team can act on.',
      ],
      bullets: [
        'Topics chosen from real buyer questions and search demand',
        'Evidence-led writing that positions you as the expert',
        'Professional layout that reflects the quality of your business',
        'Gating, tracking and nurture emails set up from day one',
      ],
    },
    {
      type: 'cards',
      heading: 'What White Paper Creation Includes',
      intro: 'One team handles the whole campaign, so nothing falls between writer, designer and marketer.',
      columns: 3,
      cards: [
        {
          icon: 'Microscope',
          title: 'Topic and Research',
          desc: 'We identify the problem your buyers most need solved and gather the evidence to address it.',
          features: ['Buyer and competitor research', 'Subject matter expert interviews', 'Credible, cited sources'],
        },
        {
          icon: 'Feather',
          title: 'Expert Writing',
          desc: 'Clear, persuasive long-form writing that educates first and sells by demonstrating expertise.',
          features: ['Logical, well-argued structure', 'Plain English, minimal jargon', 'Executive summary for busy readers'],
          link: { label: 'About White Paper Writing', href: '/content/white-paper-writer' },
        },
        {
          icon: 'Palette',
          title: 'Layout and Design',
          desc: 'A branded, professionally designed document with charts, diagrams and pull quotes that aid reading.',
          features: ['Custom cover and page design', 'Data charts and diagrams', 'Print and screen PDF versions'],
        },
        {
          icon: 'Layout',
          title: 'Landing Page and Gating',
          desc: 'A focused download page with a short form that captures the details your sales team needs.',
          features: ['Conversion-focused copy', 'Form connected to your CRM', 'Download tracking in analytics'],
        },
        {
          icon: 'Mail',
          title: 'Nurture Email Sequence',
          desc: 'A short series of follow-up emails that keeps readers engaged and moves them towards a conversation.',
          features: ['Delivery and follow-up emails', 'Related content suggestions', 'Clear next-step offers'],
        },
        {
          icon: 'Megaphone',
          title: 'Promotion and Repurposing',
          desc: 'We turn the white paper into blog posts, social content and ads that drive downloads for months.',
          features: ['Blog and LinkedIn content', 'Paid promotion options', 'Sales enablement summaries'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our White Paper Process',
      steps: [
        {
          step: '01',
          title: 'Strategy',
          desc: 'We agree the audience, topic, angle and lead goals, then outline the argument for your approval.',
        },
        {
          step: '02',
          title: 'Research and Writing',
          desc: 'We interview your experts, gather evidence and write a full draft for review.',
        },
        {
          step: '03',
          title: 'Design and Build',
          desc: 'We design the document and build the landing page, form and email sequence around it.',
        },
        {
          step: '04',
          title: 'Launch and Promote',
          desc: 'We launch the campaign, promote it across your channels and report on downloads and lead quality.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'White Paper Questions',
      items: [
        {
          q: 'How long should a white paper be?',
          a: 'Long enough to cover the problem properly and no longer. For most topics that means roughly eight to fifteen pages, plus an executive summary.',
        },
        {
          q: 'Should it be gated behind a form?',
          a: 'For lead generation, usually yes. We keep the form short and can publish an ungated summary so the content still supports your SEO.',
        },
        {
          q: 'Whose name goes on it?',
          a: 'Yours. We write in your voice, credit your experts and hand over all source files once the project is paid in full.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Turn Your Expertise Into Qualified Leads',
    text: 'Tell us who you want to reach and what you know that they need. We will come back with a topic and campaign outline.',
    button: { label: 'Start Your White Paper', href: '#contact' },
  },
};

export default page;
