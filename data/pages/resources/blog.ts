import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO & Marketing Blog',
    description: `The ${site.name} blog: practical SEO and marketing advice from our Melbourne team, industry trends and campaign lessons for Australian businesses.`,
  },
  hero: {
    category: 'Tools & Labs',
    title: 'SEO & Marketing Blog',
    subtitle: 'Practical advice from the people doing the work',
    description:
      'Our blog is where the team shares what we are seeing across client campaigns: what is working in search and advertising right now, what has changed, and what business owners should do about it.',
    icon: 'Rss',
    gradient: 'rose',
  },
  sections: [
    {
      type: 'text',
      heading: 'A Blog Written for Business Owners',
      paragraphs: [
        'Most marketing blogs are written for other marketers. Ours is written for the people who run businesses and sign off on marketing budgets. We explain what a change means in practical terms, what it might cost you to ignore it and what to do next, without jargon or hype.',
        'Articles come straight from our work. Our SEO specialists write about rankings, technical issues and local search. Our paid media team covers Google Ads, retargeting and tracking. Our content, email and design teams share what they have learned about writing, newsletters and websites that convert.',
        'You will not find recycled listicles or articles stuffed with keywords. Each post is written to be useful on its own, with clear steps and honest advice, including when a job is simple enough to do yourself.',
      ],
    },
    {
      type: 'cards',
      id: 'articles',
      heading: 'What We Write About',
      intro: 'Four kinds of articles, each with a practical purpose.',
      columns: 4,
      cards: [
        {
          icon: 'Brain',
          title: 'Expert Insights',
          desc: 'Deep dives from our specialists on the questions clients ask most: why rankings drop, how to structure a Google Ads account, what makes a landing page convert, when to redesign a website. Each article explains the reasoning, not just the recommendation, so you can make better decisions whether you work with us, another agency or handle it yourself.',
          features: ['Answers to common client questions', 'Reasoning, not just rules', 'Written by specialists'],
        },
        {
          icon: 'TrendingUp',
          title: 'Industry Trends',
          desc: 'Google updates, new ad formats, AI in search and changes in how people use social media all affect your marketing. We separate the changes that matter from the noise, explain who is affected and suggest practical responses. When something significant shifts, we aim to publish a clear explanation quickly, followed by a considered view once the effects are known.',
          features: ['Algorithm and platform updates', 'AI and search changes', 'Practical responses'],
        },
        {
          icon: 'Trophy',
          title: 'Case Studies',
          desc: 'Stories from real campaigns, told in detail: the problem, what we tried, what worked and what did not. Case study posts expand on the results in our portfolio and show the thinking behind each decision. They are the best way to understand how a strategy plays out over months, not just what the headline number was.',
          features: ['Problem, approach and result', 'What did not work, too', 'Lessons you can reuse'],
          link: { label: 'See Our Case Studies', href: '/work/case-studies' },
        },
        {
          icon: 'Calendar',
          title: 'Regular Updates',
          desc: 'We publish regularly and keep older articles current. When advice changes because a platform or best practice has moved on, we update the post and note what changed rather than leaving outdated guidance online. Popular topics are revisited each year, so the advice you find here reflects how search and marketing work today, not several years ago.',
          features: ['New articles published regularly', 'Older posts kept current', 'Annual refresh of key topics'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Find Your Next Read',
    text: 'Browse our articles by topic, from expert insights and industry trends to detailed case studies and regular updates, each written for business owners.',
    button: { label: 'Read Our Blog', href: '#articles' },
  },
};

export default page;
