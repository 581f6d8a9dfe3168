import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Business Writing',
    description:
      'Business writing services in Melbourne: reports, proposals, tenders, company profiles and internal documents written clearly, accurately and on deadline.',
  },
  hero: {
    category: 'Content Writing',
    title: 'Business Writing',
    subtitle: 'Clear documents for serious decisions',
    description:
      'Proposals, reports and policies carry real weight. A confusing document costs time, credibility and sometimes the deal. Our business writers turn complex information into documents that are clear, accurate and easy to act on.',
    icon: 'Briefcase',
    gradient: 'indigo',
    buttons: [{ label: 'Discuss Your Document', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'When Your Words Represent the Organisation',
      paragraphs: [
        'Business documents are read by boards, buyers, investors, regulators and staff. They need to be precise without being dense, and persuasive without overstating. Many teams have the knowledge but not the time, or the writing skill, to put it on the page.',
        'We work alongside your subject experts. You supply the facts, figures and context; we interview the right people, organise the material and write a document that reads as if one confident voice produced it.',
      ],
      bullets: [
        'Plain English that busy readers can skim and still understand',
        'Consistent structure, terminology and formatting across documents',
        'Confidential handling of commercial and internal information',
      ],
    },
    {
      type: 'cards',
      heading: 'Business Writing Services',
      columns: 3,
      cards: [
        {
          icon: 'Handshake',
          title: 'Proposals and Tenders',
          desc: 'Responses that address every selection criterion and make a clear case for why you should win.',
          features: ['Compliance against criteria', 'Executive summaries', 'Win themes and proof points'],
        },
        {
          icon: 'FileSpreadsheet',
          title: 'Reports',
          desc: 'Annual, project and research reports that present findings and recommendations with clarity.',
          features: ['Logical structure', 'Data explained in plain English', 'Clear recommendations'],
        },
        {
          icon: 'Building2',
          title: 'Company Profiles',
          desc: 'Capability statements and profiles that show who you are and what you deliver, at a glance.',
          features: ['Capability statements', 'Team and project summaries', 'Versions for print and web'],
        },
        {
          icon: 'Presentation',
          title: 'Business Plans and Pitches',
          desc: 'Plans and pitch documents that give investors and lenders the story and the numbers they expect.',
          features: ['Market and strategy sections', 'Investor-ready narrative', 'Pitch deck copy'],
        },
        {
          icon: 'BookOpen',
          title: 'Policies and Procedures',
          desc: 'Internal documents that staff can follow, with instructions that leave no room for confusion.',
          features: ['Policy manuals', 'Standard operating procedures', 'Staff handbooks'],
        },
        {
          icon: 'MessageCircle',
          title: 'Corporate Communications',
          desc: 'Announcements, media releases and executive messages that inform without spin.',
          features: ['Media releases', 'Internal announcements', 'Letters from leadership'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our Writing Standards',
      intro: 'Every document we deliver is held to the same eight standards.',
      columns: 4,
      size: 'small',
      cards: [
        { icon: 'Target', title: 'Purpose First', desc: 'We confirm what the document must achieve before we write a word.' },
        { icon: 'Users', title: 'Audience Aware', desc: 'Tone and detail are set for the person who will read and decide.' },
        { icon: 'Type', title: 'Plain English', desc: 'Short sentences and familiar words, with jargon only where it is needed.' },
        { icon: 'CheckCircle2', title: 'Accuracy', desc: 'Facts, figures and names are checked against your source material.' },
        { icon: 'Layers', title: 'Logical Structure', desc: 'Headings and order that let readers find what they need quickly.' },
        { icon: 'Ruler', title: 'Consistency', desc: 'One style for terms, numbers and formatting from start to finish.' },
        { icon: 'Lock', title: 'Confidentiality', desc: 'Your information stays private and is used only for your project.' },
        { icon: 'Clock', title: 'On Deadline', desc: 'Agreed timelines are kept, including for tenders with fixed closing dates.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Questions About Business Writing',
      items: [
        {
          q: 'Can you work to a tight tender deadline?',
          a: 'Yes. Contact us as early as possible with the closing date and documents, and we will tell you straight away what we can deliver in the time available.',
        },
        {
          q: 'Will you follow our style guide and templates?',
          a: 'Always. We write into your templates and follow your house style. If you do not have one, we can create a short guide for you.',
        },
        {
          q: 'How do you gather the information?',
          a: 'Through your existing documents and short interviews with the people who hold the knowledge, scheduled around their diaries.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Have a Document That Needs to Land?',
    text: 'Tell us what you are writing, who will read it and when it is due. We will reply with an approach and a quote.',
    button: { label: 'Request a Writing Quote', href: '#contact' },
  },
};

export default page;
