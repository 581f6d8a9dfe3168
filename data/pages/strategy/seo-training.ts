import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO Training Melbourne',
    description:
      'Practical SEO training for Melbourne teams: 1-2 day workshops for up to 12 people, 30-day follow-up support and monthly or quarterly mentoring.',
  },
  hero: {
    category: 'SEO Services',
    title: 'SEO Training',
    subtitle: 'Build search skills inside your own team',
    description:
      'Hands-on workshops that teach your marketers, writers and developers how SEO really works. We train on your own website, so your team leaves with new skills and a list of improvements they can make the next day.',
    icon: 'GraduationCap',
    gradient: 'cyan',
    buttons: [
      { label: 'Enquire About Training', href: '#contact' },
      { label: 'Call to Discuss', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Train Your Team in SEO',
      paragraphs: [
        'Every page your team publishes is a chance to rank or a chance to miss. When writers, marketers and developers understand search, good SEO happens by default instead of being fixed after the fact.',
        'Our training is practical, not theoretical. We use your website, your competitors and your analytics as the examples, so every lesson applies directly to your business.',
      ],
      bullets: [
        'Less reliance on outside agencies for day-to-day SEO',
        'Fewer costly mistakes during site changes and content updates',
        'Content that is planned for search from the first draft',
      ],
    },
    {
      type: 'cards',
      heading: 'Training Programs',
      columns: 3,
      cards: [
        {
          icon: 'Presentation',
          title: 'SEO Fundamentals Workshop',
          desc: 'A grounding in how search engines work and what drives rankings today.',
          features: ['How Google crawls and ranks', 'Keyword research basics', 'On-page essentials'],
        },
        {
          icon: 'FileText',
          title: 'Content and Copywriting for SEO',
          desc: 'For writers and marketers who want every piece to work harder in search.',
          features: ['Search intent and briefs', 'Titles, headings and structure', 'Updating existing content'],
        },
        {
          icon: 'Code2',
          title: 'Technical SEO for Developers',
          desc: 'For web teams who build and maintain the site.',
          features: ['Crawling and indexing', 'Site speed and Core Web Vitals', 'Structured data and redirects'],
        },
        {
          icon: 'MapPin',
          title: 'Local SEO Workshop',
          desc: 'For owners and staff of businesses that serve a local area.',
          features: ['Google Business Profile', 'Reviews and citations', 'Location pages'],
        },
        {
          icon: 'BarChart3',
          title: 'Analytics and Reporting',
          desc: 'Measure what matters and report SEO results with confidence.',
          features: ['Google Analytics and Search Console', 'Setting useful goals', 'Building simple reports'],
        },
        {
          icon: 'Users',
          title: 'Ongoing Mentoring',
          desc: 'Continued guidance after the workshop, monthly or quarterly.',
          features: ["Review of your team's work", 'Answers to new questions', 'Updates on search changes'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'How the Training Works',
      items: [
        { title: '1-2 day workshops', desc: 'Run at your office or online, sized to the depth your team needs.' },
        { title: 'Up to 12 team members', desc: "Small groups keep sessions hands-on, with time for everyone's questions." },
        { title: '30-day follow-up support', desc: 'Email your trainer with questions as your team puts the lessons into practice.' },
        { title: 'Monthly or quarterly mentoring', desc: 'Optional ongoing sessions to review progress and keep skills current.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Training Questions',
      items: [
        {
          q: 'How much does SEO training cost?',
          a: 'Every program is tailored to your team size, skill level and goals, so cost is set by proposal. Tell us what you need and we will send a written proposal.',
        },
        {
          q: 'Does the training pay for itself?',
          a: 'Most organisations see a payback within 3-6 months, through better-performing content and less spending on outside help.',
        },
        {
          q: 'Do my team need prior SEO knowledge?',
          a: "No. We assess everyone's starting point beforehand and pitch the workshop to suit the group.",
        },
      ],
    },
  ],
  cta: {
    heading: 'Prefer Expert Guidance Alongside Training?',
    text: 'If your team needs a senior strategist to set direction as well as new skills, our SEO consulting service pairs well with training.',
    button: { label: 'Explore SEO Consulting', href: '/strategy/seo-consulting' },
  },
};

export default page;
