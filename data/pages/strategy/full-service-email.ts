import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Full-Service Email Marketing Melbourne',
    description:
      'Full-service email marketing in Melbourne: strategy, design, copy, automation, list management and reporting, handled end to end by one dedicated team.',
  },
  hero: {
    category: 'Email Marketing',
    title: 'Full-Service Email Marketing',
    subtitle: 'Your email program, planned, built and sent for you',
    description:
      'Email is the channel you own. No algorithm decides who sees it. We handle the whole program, from strategy and design to automation and reporting, so every send is on brand, on time and tied to revenue.',
    icon: 'Mail',
    gradient: 'cyan',
    buttons: [{ label: 'Talk About Email', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'stats',
      heading: 'The channel with the strongest return',
      stats: [
        { value: '$42', label: 'email ROI for every $1 spent' },
        { value: '100%', label: 'of your list owned by you, not a platform' },
      ],
    },
    {
      type: 'text',
      heading: 'Why businesses hand email to us',
      paragraphs: [
        'Email ROI is commonly put at $42 for every $1 spent, yet most businesses leave that return on the table. Newsletters go out late or not at all, automations were set up years ago and never checked, and nobody has time to test subject lines or clean the list.',
        'Our full-service team takes the whole job off your desk. You get a strategist, a copywriter, a designer and a technical specialist working on your program, with one point of contact and a monthly report that shows exactly what email earned.',
      ],
    },
    {
      type: 'cards',
      heading: 'Everything included',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'Strategy and Planning',
          desc: 'An email plan built around your sales calendar, customer journey and growth targets.',
          features: ['Audience and list review', 'Annual campaign calendar', 'KPI and revenue targets'],
        },
        {
          icon: 'Palette',
          title: 'Design and Templates',
          desc: 'Mobile-first templates that look sharp in every major inbox and are easy to reuse.',
          features: ['Branded modular templates', 'Dark mode checks', 'Accessibility basics', 'Cross-client testing'],
        },
        {
          icon: 'Feather',
          title: 'Copywriting',
          desc: 'Subject lines and body copy written to be opened, read and clicked.',
          features: ['Subject line testing', 'Brand voice guide', 'Clear calls to action'],
        },
        {
          icon: 'Workflow',
          title: 'Automation',
          desc: 'Triggered journeys that welcome, nurture, recover and re-engage customers without manual effort.',
          features: ['Welcome series', 'Abandoned cart and browse flows', 'Post-purchase sequences', 'Win-back campaigns'],
        },
        {
          icon: 'Users',
          title: 'List Growth and Segmentation',
          desc: 'More of the right subscribers, grouped so each receives messages that suit them.',
          features: ['Sign-up forms and pop-ups', 'Segmentation by behaviour', 'List hygiene and suppression'],
        },
        {
          icon: 'ShieldCheck',
          title: 'Deliverability and Compliance',
          desc: 'Technical setup that keeps you out of spam folders and inside Australian law.',
          features: ['SPF, DKIM and DMARC', 'Spam Act 2003 consent and unsubscribe', 'Sender reputation monitoring'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'Emails we build and manage',
      items: [
        { title: 'Welcome series', desc: 'A first impression that introduces your brand and earns the next open.' },
        { title: 'Promotional campaigns', desc: 'Launches, sales and seasonal offers planned around your calendar.' },
        { title: 'Newsletters', desc: 'Regular updates that keep you front of mind between purchases.' },
        { title: 'Abandoned cart flows', desc: 'Timely reminders that recover sales that nearly happened.' },
        { title: 'Lead nurture sequences', desc: 'Education-led emails that move B2B prospects towards a conversation.' },
        { title: 'Re-engagement campaigns', desc: 'A last attempt to win back quiet subscribers before they are cleaned from the list.' },
      ],
    },
    {
      type: 'steps',
      heading: 'How onboarding works',
      steps: [
        { step: '01', title: 'Discovery', desc: 'We audit your platform, list, templates, automations and past results.' },
        { step: '02', title: 'Foundations', desc: 'Authentication, templates, segments and tracking are set up or repaired.' },
        { step: '03', title: 'Launch', desc: 'Core automations go live and the first campaigns are sent.' },
        { step: '04', title: 'Optimise', desc: 'Monthly testing and reporting lift opens, clicks and revenue over time.' },
      ],
    },
  ],
  cta: {
    heading: 'Let us run your email marketing',
    text: 'Tell us which platform you use and what email does for you today. We will review your program and show you where the revenue is.',
    button: { label: 'Start Email Marketing', href: '#contact' },
  },
};

export default page;
