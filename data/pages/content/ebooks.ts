import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'eBook Creation',
    description:
      'eBook creation in Melbourne: practical guides, playbooks and checklists written and designed as lead magnets that grow your email list with real prospects.',
  },
  hero: {
    category: 'Lead Magnet Creation',
    title: 'eBook Creation',
    subtitle: 'Useful guides that grow your email list',
    description:
      'An eBook gives prospects something genuinely useful in return for their email address. We write and design eBooks that solve a real problem for your audience, then set them up to collect leads and start the conversation with your business.',
    icon: 'BookOpen',
    gradient: 'rose',
    buttons: [{ label: 'Create Your eBook', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why eBooks Work as Lead Magnets',
      paragraphs: [
        'Most visitors to your website are not ready to call you today. An eBook gives them a reason to stay in touch. They get practical help with a problem they already have, and you get permission to follow up with more.',
        'eBooks are more approachable than a white paper. They suit consumer brands as well as B2B, they read well on a phone, and they can be built from content you already have. The key is a promise in the title that the reader wants, and content that delivers on it.',
      ],
    },
    {
      type: 'cards',
      heading: 'eBook Formats We Create',
      intro: 'We match the format to your audience and to where they are in the buying decision.',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'How-To Guides',
          desc: 'Step-by-step guides that teach your audience to solve a specific problem, with your business as the natural next step.',
          features: ['Clear, practical steps', 'Screenshots and diagrams', 'Works for any industry'],
        },
        {
          icon: 'Briefcase',
          title: 'Industry Playbooks',
          desc: 'In-depth playbooks that show a proven approach to a common challenge in your sector.',
          features: ['Frameworks readers can apply', 'Real-world scenarios', 'Strong fit for B2B audiences'],
        },
        {
          icon: 'ListChecks',
          title: 'Checklists and Workbooks',
          desc: 'Short, highly practical resources that readers print, fill in and keep coming back to.',
          features: ['Quick to consume', 'Fillable PDF options', 'Easy to act on straight away'],
        },
        {
          icon: 'ShoppingCart',
          title: "Buyer's Guides",
          desc: 'Balanced guides that help prospects compare options and choose with confidence.',
          features: ['Questions to ask suppliers', 'Comparison tables', 'Ideal for considered purchases'],
        },
        {
          icon: 'TrendingUp',
          title: 'Trend and Insight Reports',
          desc: "A look at where your industry is heading, drawn from your team's experience and reputable public sources.",
          features: ['Expert commentary', 'Cited data and charts', 'Great for PR and social'],
        },
        {
          icon: 'Repeat',
          title: 'Repurposed Content eBooks',
          desc: 'Your best blog posts and articles edited and designed into one cohesive, downloadable guide.',
          features: ['Faster turnaround', 'Gives old content new life', 'Consistent voice throughout'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'Included With Every eBook',
      intro: 'You receive a finished lead magnet, not just a PDF.',
      items: [
        { title: 'Title and outline', desc: 'A compelling title and chapter plan, approved before writing begins.' },
        { title: 'Writing and editing', desc: 'Clear, engaging copy in your brand voice, edited for Australian English.' },
        { title: 'Cover and layout design', desc: 'A custom cover and mobile-friendly page layouts with branded graphics.' },
        { title: 'Download landing page', desc: 'A focused page and form to capture leads, connected to your email platform.' },
        { title: 'Welcome email', desc: 'An automated delivery email that introduces your business and the next step.' },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Create Your eBook',
      steps: [
        {
          step: '01',
          title: 'Plan',
          desc: 'We research your audience, choose the topic and agree the title, outline and lead goals.',
        },
        {
          step: '02',
          title: 'Write',
          desc: 'Our writers draft each chapter, drawing on your team for expertise and examples.',
        },
        {
          step: '03',
          title: 'Design',
          desc: 'Designers create the cover, layouts and graphics, and produce the final files.',
        },
        {
          step: '04',
          title: 'Launch',
          desc: 'We set up the landing page and emails, then help promote the eBook through your channels.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Give Prospects a Reason to Say Yes',
    text: 'Tell us about your audience and the problems they bring to you. We will suggest an eBook topic that gets downloaded.',
    button: { label: 'Create Your eBook', href: '#contact' },
  },
};

export default page;
