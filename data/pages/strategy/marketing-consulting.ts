import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Marketing Consulting Melbourne',
    description:
      'Independent marketing consulting for Melbourne businesses: clear priorities, channel advice and budget planning from senior strategists who have run campaigns.',
  },
  hero: {
    category: 'Inbound & Consulting',
    title: 'Marketing Consulting',
    subtitle: 'Senior advice without the full-time salary',
    description:
      'When marketing feels busy but results stay flat, you need an outside view. Our consultants review what you are doing, tell you plainly what is working and what is not, and give your team a plan it can act on.',
    icon: 'Briefcase',
    gradient: 'indigo',
    buttons: [{ label: 'Book a Consultation', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'When Consulting Makes Sense',
      paragraphs: [
        'Many businesses have capable people doing marketing, but no one with the time or experience to step back and set direction. Budgets get spread across too many channels. Agencies report on activity instead of revenue. Decisions get made on gut feel.',
        'Marketing consulting fixes that. We work alongside your owners, managers and in-house team to set priorities, choose the right channels and measure what matters. You keep control of delivery. We bring the perspective that comes from working across many industries.',
      ],
      bullets: [
        'You are spending on marketing but cannot say what it returns',
        'You are about to hire, launch a product or enter a new market',
        'Your team needs a sounding board and a second opinion',
        'You want to review an agency or supplier before renewing',
      ],
    },
    {
      type: 'cards',
      heading: 'How We Can Help',
      intro: 'Engagements are shaped around your needs, from a single workshop to ongoing advisory.',
      columns: 3,
      cards: [
        {
          icon: 'FileSearch',
          title: 'Marketing Audit',
          desc: 'A thorough review of your channels, messaging, website and reporting, with clear findings.',
          features: ['Channel performance review', 'Competitor comparison', 'Prioritised recommendations'],
        },
        {
          icon: 'Map',
          title: 'Strategy and Planning',
          desc: 'A practical marketing plan that links activity to your commercial goals.',
          features: ['Goals and KPIs', '12-month roadmap', 'Quarterly milestones'],
        },
        {
          icon: 'DollarSign',
          title: 'Budget Allocation',
          desc: 'Advice on where each dollar should go, based on return rather than habit.',
          features: ['Spend analysis', 'Channel mix modelling', 'Reallocation plan'],
        },
        {
          icon: 'Megaphone',
          title: 'Positioning and Messaging',
          desc: 'Sharpen how you describe your business so the right customers choose you.',
          features: ['Value proposition', 'Competitive positioning', 'Key messages by audience'],
        },
        {
          icon: 'Users',
          title: 'Team Coaching',
          desc: 'Build the skills and confidence of your in-house marketers.',
          features: ['Regular coaching sessions', 'Process and workflow advice', 'Hiring support'],
        },
        {
          icon: 'Scale',
          title: 'Agency Review',
          desc: 'An independent view of your current suppliers and whether they deliver value.',
          features: ['Contract and scope review', 'Performance benchmarking', 'Brief and tender support'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How an Engagement Works',
      steps: [
        { step: '01', title: 'Discovery', desc: 'We learn your business, customers, goals and constraints through interviews and data.' },
        { step: '02', title: 'Diagnosis', desc: 'We analyse your current marketing and identify the gaps that matter most.' },
        { step: '03', title: 'Recommendations', desc: 'You receive a clear plan with priorities, owners and timelines.' },
        { step: '04', title: 'Ongoing Support', desc: 'Optional monthly advisory keeps the plan on track as your business changes.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Consulting Questions',
      items: [
        {
          q: 'Do you also deliver the work?',
          a: 'We can, but we do not have to. Many clients use our advice with their own team. Others ask us to run SEO, ads or content once the plan is set.',
        },
        {
          q: 'How is consulting priced?',
          a: 'Each engagement is scoped and quoted after an initial conversation, so you only pay for the support you actually need.',
        },
        {
          q: 'Do you work with small businesses?',
          a: 'Yes. Our advice scales from owner-run businesses to larger marketing teams across Australia.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get a Clear Marketing Direction',
    text: 'Book an initial conversation. We will listen to where you are, ask the hard questions and outline how we could help.',
    button: { label: 'Book a Consultation', href: '#contact' },
  },
};

export default page;
