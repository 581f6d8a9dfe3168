import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'LinkedIn Marketing Services',
    description:
      'LinkedIn marketing services for B2B firms in Melbourne and Australia: company pages, thought leadership, LinkedIn Ads and lead generation for decision-makers.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'LinkedIn Marketing Services',
    subtitle: 'Reach decision-makers where they do business',
    description:
      'LinkedIn is where professionals research suppliers, follow industry voices and vet potential partners. We help B2B and professional services firms build credibility on the platform and turn it into a steady pipeline of qualified conversations.',
    icon: 'Briefcase',
    gradient: 'indigo',
    buttons: [{ label: 'Build My LinkedIn Pipeline', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'The B2B platform with a buying audience',
      paragraphs: [
        'LinkedIn has 900 million members, and unlike most social networks, they tell you exactly who they are: job title, seniority, industry and company size. For a business selling to other businesses, that makes it one of the most precise channels available.',
        'Precision is not enough on its own. Decision-makers ignore generic promotion and reward useful, opinionated content from people they trust. Our LinkedIn work combines a strong company presence, visible leaders inside your organisation and targeted advertising that meets buyers at the right stage.',
      ],
      after: [
        'The result is a channel that supports your sales team instead of competing with it. Prospects have already seen your thinking before the first meeting.',
      ],
    },
    {
      type: 'comparison',
      heading: 'Organic and paid, working together',
      intro:
        'Most firms need both. Organic content builds trust over time; paid campaigns put that trust in front of the exact accounts you want.',
      columns: [
        {
          icon: 'Feather',
          title: 'Organic LinkedIn',
          points: [
            'Company page content published on a steady schedule',
            'Thought leadership posts for founders and senior staff',
            'Employee advocacy that widens your natural reach',
            'Credibility that compounds month after month',
          ],
        },
        {
          icon: 'Crosshair',
          title: 'LinkedIn Ads',
          points: [
            'Targeting by job title, seniority, industry and company',
            'Matched audiences for account-based marketing',
            'Lead Gen Forms pre-filled with profile details',
            'Predictable volume you can scale up or down',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'What we deliver on LinkedIn',
      columns: 2,
      cards: [
        {
          icon: 'Building2',
          title: 'Company Page Management',
          desc: 'A page that explains what you do, who you help and why you are worth following.',
          features: ['Page optimisation and showcase pages', 'Weekly posts and carousels', 'Follower growth campaigns'],
        },
        {
          icon: 'Users',
          title: 'Executive Thought Leadership',
          desc: 'Ghostwritten posts and articles that sound like your leaders and share what they actually know.',
          features: ['Interview-based content sessions', 'Profile optimisation', 'Posting and engagement plan'],
        },
        {
          icon: 'Target',
          title: 'LinkedIn Ads Management',
          desc: 'Sponsored content, message ads and document ads aimed at the roles that sign off on purchases.',
          features: ['Audience build and exclusions', 'Creative and copy testing', 'Bid and budget management'],
        },
        {
          icon: 'Magnet',
          title: 'Lead Generation',
          desc: 'Offers that earn a form fill from busy professionals, with leads sent straight to your CRM.',
          features: ['Gated guides and webinars', 'Lead Gen Form setup', 'CRM and email integration'],
        },
        {
          icon: 'Network',
          title: 'Account-Based Marketing',
          desc: 'Campaigns built around a named list of target companies and the people who influence the decision.',
          features: ['Target account lists', 'Buying committee mapping', 'Sales and marketing alignment'],
        },
        {
          icon: 'ChartLine',
          title: 'Analytics and Reporting',
          desc: 'Reporting that connects LinkedIn activity to meetings booked and opportunities created.',
          features: ['Insight Tag tracking', 'Pipeline attribution', 'Monthly review calls'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our approach',
      steps: [
        { step: '01', title: 'Define the buyer', desc: 'We map the roles, industries and company sizes that make up your best clients.' },
        {
          step: '02',
          title: 'Build credibility',
          desc: 'We sharpen your company page and leader profiles, then start publishing useful content.',
        },
        {
          step: '03',
          title: 'Target and promote',
          desc: 'Ads put your strongest content and offers in front of the accounts that matter most.',
        },
        {
          step: '04',
          title: 'Convert and refine',
          desc: 'We track leads through to sales conversations and adjust targeting and messaging every month.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Make LinkedIn work for your sales team',
    text: 'Book a free review of your company page, leader profiles and any past LinkedIn campaigns. We will show you where the opportunities are.',
    button: { label: 'Start LinkedIn Marketing', href: '#contact' },
  },
};

export default page;
