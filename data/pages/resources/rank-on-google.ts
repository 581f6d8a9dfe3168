import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'How to Rank on Google',
    description:
      'How to rank on Google, explained by a Melbourne SEO agency: the fundamentals, on-page optimisation, ranking factors and advanced strategies that work.',
  },
  hero: {
    category: 'SEO Resources',
    title: 'How to Rank on Google',
    subtitle: 'A plain-English guide for Australian business owners',
    description:
      'Google handles 8.5 billion searches a day, and most clicks go to the first handful of results. This guide explains how Google decides who gets those spots and what you can do, step by step, to earn one.',
    icon: 'TrendingUp',
    gradient: 'cyan',
  },
  sections: [
    {
      type: 'text',
      heading: 'How Google Decides Who Ranks',
      paragraphs: [
        'Google\u2019s job is to show the most useful answer to every search. To do that it crawls the web, stores pages in its index and, when someone searches, ranks the pages it believes will satisfy that person best. There is no way to pay for organic rankings. You earn them by being the best, most trustworthy answer.',
        'In practice, that comes down to three questions. Can Google find and understand your pages? Does the page genuinely answer the search better than the alternatives? And do other sites and real customers treat your business as a credible source? Technical SEO, content and authority are simply the work of answering yes to each question.',
        'Ranking takes time. A new page on a young site may take several months to settle, while improvements to an established site can show within weeks. The businesses that win are the ones that keep publishing, improving and measuring rather than chasing shortcuts.',
      ],
    },
    {
      type: 'cards',
      heading: 'The Four Pillars of Ranking',
      intro: 'Work through these in order. Each one builds on the last.',
      columns: 4,
      cards: [
        {
          icon: 'BookOpen',
          title: 'SEO Fundamentals',
          desc: 'Start by making sure Google can see you. Verify your site in Google Search Console, submit an XML sitemap and check that important pages are indexed. Use HTTPS, fix broken links and make sure every page loads quickly on a phone. None of this ranks you on its own, but any gap here quietly caps everything else you do.',
          features: ['Search Console and sitemap set up', 'Secure, mobile-friendly site', 'No broken or blocked pages'],
        },
        {
          icon: 'FileText',
          title: 'On-Page Optimization',
          desc: 'Give every page one clear topic. Put the main keyword in the title tag, the H1 and the opening paragraph, written naturally. Use descriptive subheadings, answer the questions searchers ask and link to related pages on your site. Write a meta description that earns the click, because a good title and description can lift your click-through rate without changing your position.',
          features: ['One topic per page', 'Strong title tags and headings', 'Helpful internal links'],
        },
        {
          icon: 'Scale',
          title: 'Ranking Factors',
          desc: 'Google weighs hundreds of signals, but a few matter most for small and mid-sized businesses. Relevance of content to the search. Quality links from respected, related websites. Page experience, including speed and mobile usability. For local searches, a complete Google Business Profile, consistent business details across directories and a steady flow of genuine reviews.',
          features: ['Relevant, thorough content', 'Quality backlinks', 'Reviews and local signals'],
        },
        {
          icon: 'Rocket',
          title: 'Advanced Strategies',
          desc: 'Once the basics are solid, build topic clusters: a main guide supported by detailed articles that link back to it. Add structured data so Google can show rich results. Refresh older pages that have slipped. Study the pages outranking you and close the gaps. Earn links with original resources such as calculators, checklists and local research that other sites want to cite.',
          features: ['Topic clusters', 'Schema markup', 'Content refreshes and link earning'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Want Us to Do the Ranking Work?',
    text: 'If you would rather spend your time running the business, our SEO team handles the technical fixes, content and authority building for you, with monthly reports in plain English.',
    button: { label: 'Read Ranking Guide', href: '/strategy/seo' },
  },
};

export default page;
