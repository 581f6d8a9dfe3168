import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO Services Melbourne',
    description:
      'SEO services from a Melbourne agency: technical fixes, content and links that lift your Google rankings, with a clear five-step process and plain reporting.',
  },
  hero: {
    category: 'SEO Services',
    title: 'SEO Services Melbourne',
    subtitle: 'Rankings that turn into enquiries, not just traffic',
    description:
      'When customers search for what you sell, they should find you first. We fix what holds your site back, write content that answers real questions and build the authority Google rewards. Then we report on leads and revenue, not vanity numbers.',
    icon: 'Search',
    gradient: 'blue',
    buttons: [
      { label: 'Get Found on Google', href: '#contact' },
      { label: 'Talk to an SEO Expert', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'What Is SEO?',
      paragraphs: [
        'Search engine optimisation is the work of making your website the best answer to the searches your customers type into Google. It is not a trick or a one-off setting. It is a steady program of improvements to how your site is built, what it says and how other websites refer to it.',
        'Done well, SEO brings a flow of people who are already looking for your product or service. Unlike paid ads, those visits do not stop the day you stop paying. Good rankings keep working for you month after month.',
      ],
      bullets: [
        'Technical SEO: a fast, secure site that search engines can crawl and index without friction',
        'On-page SEO: pages that match search intent, with clear titles, headings and internal links',
        'Content: useful pages and articles that answer the questions your buyers ask',
        'Authority: genuine links and mentions from relevant Australian websites',
      ],
    },
    {
      type: 'cards',
      heading: 'Find the Right SEO Focus',
      intro: 'Every business searches for customers differently. Choose the service that fits where you sell and how you grow.',
      columns: 3,
      cards: [
        {
          icon: 'MapPin',
          title: 'Local SEO',
          desc: 'Win the map pack and local results when people nearby search for your service.',
          features: ['Google Business Profile optimisation', 'Suburb and service area pages', 'Review strategy'],
          link: { label: 'Explore Local SEO', href: '/strategy/local-seo' },
        },
        {
          icon: 'Globe',
          title: 'National SEO',
          desc: 'Compete for high-value keywords across Australia and reach buyers in every state.',
          features: ['Competitive keyword strategy', 'Scalable content hubs', 'Authority link building'],
          link: { label: 'Explore National SEO', href: '/strategy/national-seo' },
        },
        {
          icon: 'ShoppingCart',
          title: 'E-commerce SEO',
          desc: 'Put your product and category pages in front of shoppers who are ready to buy.',
          features: ['Category and product page optimisation', 'Product schema markup', 'Faceted navigation fixes'],
          link: { label: 'Explore E-commerce SEO', href: '/strategy/ecommerce-seo' },
        },
        {
          icon: 'Building2',
          title: 'Enterprise SEO',
          desc: 'Search programs for large, complex websites with many teams and many stakeholders.',
          features: ['Large-scale technical audits', 'Governance and workflows', 'Executive reporting'],
          link: { label: 'Explore Enterprise SEO', href: '/strategy/enterprise-seo' },
        },
        {
          icon: 'GraduationCap',
          title: 'SEO Training',
          desc: 'Build SEO skills inside your own team with hands-on workshops and mentoring.',
          features: ['Practical workshops', 'Training on your own website', 'Follow-up support'],
          link: { label: 'Explore SEO Training', href: '/strategy/seo-training' },
        },
        {
          icon: 'Factory',
          title: 'Industry SEO Consulting',
          desc: 'Strategic advice shaped around your sector, from trades and dental practices to industrial suppliers.',
          features: ['Sector-specific keyword research', 'Competitor benchmarking', 'A roadmap your team can act on'],
          link: { label: 'Explore Industries', href: '/strategy/seo-consulting' },
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Five-Step SEO Process',
      intro: 'A clear process means you always know what we are doing this month and why.',
      steps: [
        { step: '01', title: 'Audit', desc: 'We review your site, rankings, competitors and analytics to find what is holding you back.' },
        {
          step: '02',
          title: 'Strategy',
          desc: 'We choose the keywords that bring buyers, not browsers, and set priorities by likely return.',
        },
        { step: '03', title: 'Optimise', desc: 'We fix technical issues and improve titles, page content and internal links.' },
        { step: '04', title: 'Build Authority', desc: 'We create useful content and earn links from relevant, reputable websites.' },
        {
          step: '05',
          title: 'Measure and Refine',
          desc: 'Monthly reports track rankings, traffic and enquiries, and we adjust the plan on what the data shows.',
        },
      ],
    },
    {
      type: 'cards',
      heading: `Why Choose ${site.name}`,
      columns: 2,
      size: 'small',
      cards: [
        {
          icon: 'Target',
          title: 'Focused on Revenue',
          desc: 'We measure success in calls, form enquiries and sales, not in keyword counts.',
        },
        {
          icon: 'ShieldCheck',
          title: 'White-Hat Methods Only',
          desc: 'No shortcuts that put your domain at risk. Everything we do follows Google guidelines.',
        },
        {
          icon: 'Users',
          title: 'Senior People on Your Account',
          desc: 'You work with experienced specialists, not a rotating cast of juniors.',
        },
        {
          icon: 'BarChart3',
          title: 'Reporting You Can Read',
          desc: 'Plain-English monthly reports that show what changed, what it delivered and what comes next.',
        },
      ],
    },
  ],
  cta: {
    heading: 'See What Is Holding Your Site Back',
    text: 'Start with a free website audit. We will show you the technical issues, content gaps and quick wins that stand between you and page one.',
    button: { label: 'Get a Free Audit', href: '/strategy/website-audit-services' },
  },
};

export default page;
