import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Email Marketing Consulting Melbourne',
    description:
      'Email marketing consulting in Melbourne: program audits, deliverability fixes, automation design and platform advice for teams that run email in-house.',
  },
  hero: {
    category: 'Email Marketing',
    title: 'Email Consulting',
    subtitle: 'Senior email expertise, without the full-time hire',
    description:
      'Your team sends the emails. We help them send better ones. Our consultants diagnose what is holding your program back, design the fixes and coach your people, so email becomes a dependable revenue channel rather than a weekly chore.',
    icon: 'Inbox',
    gradient: 'violet',
    buttons: [{ label: 'Book a Consultation', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Fix the program, not just the next send',
      paragraphs: [
        'Email can return $42 for every $1 spent, but only when the fundamentals are sound. We often find good teams held back by problems they cannot see from the inside: messages landing in spam, automations that stopped firing, segments nobody uses and reports that measure opens instead of revenue.',
        'An email consultant looks at the whole system at once. We bring an outside view, hands-on experience across the major platforms and a clear method for deciding what to fix first.',
      ],
    },
    {
      type: 'cards',
      heading: 'Where we help',
      columns: 3,
      cards: [
        {
          icon: 'ClipboardCheck',
          title: 'Program Audit',
          desc: 'A full review of your list, campaigns, automations, templates and results, with a ranked action plan.',
          features: ['Performance benchmarking against your own history', 'Gap analysis', 'Prioritised fixes'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Deliverability',
          desc: 'Diagnosis and repair when emails go to spam or engagement suddenly drops.',
          features: ['SPF, DKIM and DMARC review', 'Sender reputation checks', 'List hygiene plan', 'Warm-up guidance'],
        },
        {
          icon: 'Workflow',
          title: 'Automation Design',
          desc: 'Customer journeys mapped and specified so your team can build them with confidence.',
          features: ['Lifecycle mapping', 'Trigger and timing logic', 'Flow specifications'],
        },
        {
          icon: 'Layers',
          title: 'Segmentation Strategy',
          desc: 'Practical segments built from the data you already collect.',
          features: ['Behavioural and purchase segments', 'Preference centres', 'Personalisation rules'],
        },
        {
          icon: 'Settings',
          title: 'Platform Selection and Migration',
          desc: 'Independent advice on choosing an email platform and moving to it without losing data or reputation.',
          features: ['Requirements and shortlist', 'Migration plan', 'IP and domain warm-up'],
        },
        {
          icon: 'GraduationCap',
          title: 'Team Coaching',
          desc: 'Hands-on sessions that build your team\u2019s skills in copy, testing and reporting.',
          features: ['Workshops', 'Campaign reviews', 'Testing frameworks', 'Reporting templates'],
        },
      ],
    },
    {
      type: 'comparison',
      heading: 'Consulting or full service?',
      intro: 'Both work. The right choice depends on who you have in-house.',
      columns: [
        {
          icon: 'Lightbulb',
          title: 'Email consulting',
          points: [
            'You have someone who sends and builds emails',
            'You need strategy, diagnosis and a second opinion',
            'You want your team to build lasting skills',
            'Fixed-scope projects or a light monthly retainer',
          ],
        },
        {
          icon: 'Send',
          title: 'Full-service email',
          points: [
            'Nobody in-house has time to run email',
            'You want strategy, copy, design and sending handled',
            'You prefer one team accountable for results',
            'An ongoing monthly service',
          ],
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Email consulting questions',
      items: [
        {
          q: 'What does a first consultation involve?',
          a: 'A call to understand your goals and setup, followed by read-only access to your email platform. We then recommend whether an audit, a specific project or ongoing advice makes the most sense.',
        },
        {
          q: 'Will you need access to our accounts?',
          a: 'Read-only access to your email platform and analytics is enough for most audits. We never send to your list without written approval.',
        },
        {
          q: 'How quickly can deliverability problems be fixed?',
          a: 'Authentication issues can often be fixed within days. Rebuilding a damaged sender reputation takes longer, usually several weeks of careful sending.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Get an expert view of your email program',
    text: 'Book a consultation and tell us what is not working. We will come back with a clear view of the problem and how to fix it.',
    button: { label: 'Book Email Consultation', href: '#contact' },
  },
};

export default page;
