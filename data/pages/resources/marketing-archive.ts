import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Marketing Archive',
    description: `The ${site.name} marketing archive: SEO, paid search, social, email and content guides, case studies and insights for Australian business owners.`,
  },
  hero: {
    category: 'Tools & Labs',
    title: 'Marketing Archive',
    subtitle: 'Our guides, case studies and insights in one place',
    description:
      'Everything we publish to help business owners market smarter lives here, from first-principles guides on search and email to the results of real client campaigns. Use it to learn at your own pace or to brief your team.',
    icon: 'Archive',
    gradient: 'indigo',
  },
  sections: [
    {
      type: 'text',
      heading: 'How to Use the Archive',
      paragraphs: [
        'The archive is organised the way marketing decisions are made. SEO resources cover how people find you on Google, starting with keyword research and how rankings work. Digital marketing guides cover paid search, inbound, social media, video and email newsletters. Content marketing resources explain B2B content, platforms, statistics and how content gets made.',
        'If you are new to a topic, start with the guide that matches your most pressing problem. Not enough enquiries from Google? Begin with keyword research. Spending on ads without clear results? Read Paid Search 101. Unsure whether content is worth the effort? Look at the statistics guide and our case studies.',
        'Every guide is written by the people who do this work for clients, in plain English, with practical steps you can act on this week. Where a task is worth handing to a specialist, we say so, and link to the relevant service.',
      ],
    },
    {
      type: 'cards',
      heading: 'What You Will Find',
      intro: 'Four collections, each with a different job.',
      columns: 4,
      cards: [
        {
          icon: 'Library',
          title: 'Resource Library',
          desc: 'Our core reference material on search, paid media, social, email and content. Each resource explains a topic from the ground up, defines the terms you will hear from agencies and platforms, and lists what to check on your own website or accounts. It is a good place to start before talking to any marketing provider, including us.',
          features: ['SEO and search fundamentals', 'Paid, social and email basics', 'Plain definitions of key terms'],
          link: { label: 'Start With Keyword Research', href: '/resources/keyword-research' },
        },
        {
          icon: 'BookOpen',
          title: 'Guides & Tutorials',
          desc: 'Step-by-step guides for the tasks business owners most often ask about: setting up a Google Ads campaign, planning a newsletter, choosing social platforms, building an inbound funnel. Each guide breaks the work into clear stages, explains what good looks like and flags the common mistakes that waste time and budget.',
          features: ['Step-by-step instructions', 'What good looks like', 'Common mistakes to avoid'],
          link: { label: 'Read Paid Search 101', href: '/resources/paid-search-101' },
        },
        {
          icon: 'Trophy',
          title: 'Case Studies',
          desc: 'Theory is useful; results are convincing. Our case studies show what we changed for real Australian businesses and what happened next, including organic traffic, revenue, lead conversion and new users. Each one explains the starting point, the strategy and the measured outcome, so you can judge how the approach might apply to your own business.',
          features: ['Real campaigns and results', 'Strategy behind each outcome', 'Lessons you can apply'],
          link: { label: 'See Case Studies', href: '/work/case-studies' },
        },
        {
          icon: 'Lightbulb',
          title: 'Industry Insights',
          desc: 'Analysis of what is changing in search, advertising and content, and what it means for Australian businesses. We cover platform updates, shifts in customer behaviour and the statistics worth knowing, and we explain how to build your own benchmarks so you can judge performance against your own history as well as the market.',
          features: ['Platform and algorithm changes', 'Statistics worth knowing', 'How to set your own benchmarks'],
          link: { label: 'View Content Statistics', href: '/resources/content-marketing-stats' },
        },
      ],
    },
  ],
  cta: {
    heading: 'Not Sure Where to Begin?',
    text: 'Most readers start with How to Rank on Google. It explains the fundamentals behind almost everything else in the archive.',
    button: { label: 'Browse Archive', href: '/resources/rank-on-google' },
  },
};

export default page;
