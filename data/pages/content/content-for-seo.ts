import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Content for SEO',
    description:
      'SEO content writing from a Melbourne agency: keyword-led pages and articles that rank on Google, answer real questions and turn search visits into enquiries.',
  },
  hero: {
    category: 'Content Writing',
    title: 'Content for SEO',
    subtitle: 'Pages that rank, and pages worth reading once they do',
    description:
      'Search engines reward content that answers a question better than anything else on the first page. We research what your customers search for, plan the pages you need and write them so Google understands them and people act on them.',
    icon: 'Search',
    gradient: 'blue',
    buttons: [{ label: 'Plan My SEO Content', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Content Decides Your Rankings',
      paragraphs: [
        'Technical fixes and links help, but content is what Google actually ranks. Every search is a question, and the page that answers it most clearly, completely and credibly tends to win the click.',
        'Most business websites fall short in the same ways. Service pages are thin. Blog posts chase topics nobody searches for. Several pages compete for the same keyword and none of them wins. We fix that by matching each page to one clear search intent and writing it to be the best answer available.',
      ],
      bullets: [
        'Service and location pages that target the terms your buyers use',
        'Supporting articles that build topical authority around your core services',
        'Refreshes of existing pages that have slipped down the results',
        'Metadata, headings and internal links written as part of the job, not as an afterthought',
      ],
    },
    {
      type: 'cards',
      heading: 'What SEO Content Does for Your Business',
      intro: 'Well-planned content keeps working long after it is published. These are the returns our clients look for.',
      columns: 2,
      cards: [
        {
          icon: 'TrendingUp',
          title: 'Compounding Organic Traffic',
          desc: 'Unlike paid ads, a page that ranks keeps bringing in visitors month after month without a cost per click.',
          features: ['Traffic that grows as pages mature', 'Less reliance on ad spend', 'Visibility for long-tail searches'],
        },
        {
          icon: 'Target',
          title: 'Visitors Who Are Ready to Buy',
          desc: 'We target searches that signal intent, so the people who land on your pages are already looking for what you sell.',
          features: ['Commercial and local keywords', 'Clear calls to action on every page', 'Content mapped to the buying journey'],
        },
        {
          icon: 'Award',
          title: 'Authority and Trust',
          desc: 'Thorough, accurate content shows Google and your prospects that you know your field better than the competition.',
          features: ['Expert-reviewed facts and claims', 'Topic clusters around core services', 'Content that earns links naturally'],
        },
        {
          icon: 'Layers',
          title: 'A Site That Is Easy to Crawl',
          desc: 'Clean structure, sensible headings and deliberate internal linking help search engines find and understand every page.',
          features: ['Logical heading hierarchy', 'Internal links to priority pages', 'No duplicate or competing pages'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our SEO Content Process',
      intro: 'Every piece follows the same four steps, so nothing is written on a guess.',
      steps: [
        {
          step: '01',
          title: 'Keyword Research',
          desc: 'We find the searches your customers make, measure their volume and difficulty, and check what currently ranks for each one.',
        },
        {
          step: '02',
          title: 'Content Strategy',
          desc: 'We map keywords to pages, decide what to create, what to update and what to merge, and agree a publishing schedule with you.',
        },
        {
          step: '03',
          title: 'Expert Writing',
          desc: 'Experienced writers produce each page in your brand voice, with optimised titles, headings, meta descriptions and internal links.',
        },
        {
          step: '04',
          title: 'Performance Tracking',
          desc: 'We monitor rankings, traffic and enquiries for every page and refine the content that is close to page one.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Common Questions',
      items: [
        {
          q: 'How long before new content ranks?',
          a: 'It depends on competition and the strength of your site. Low-competition pages can move within weeks; competitive terms usually take several months of steady work.',
        },
        {
          q: 'Do you write for any industry?',
          a: 'Yes. We match writers to your sector and ask you to review technical claims, so the content is accurate as well as optimised.',
        },
        {
          q: 'Can you improve content we already have?',
          a: 'Often that is the quickest win. We audit existing pages, then rewrite or consolidate the ones with the most ranking potential.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Turn Your Website Into a Source of Leads',
    text: 'Tell us about your business and we will show you the keywords you are missing and the content that would win them.',
    button: { label: 'Get Your Content Plan', href: '#contact' },
  },
};

export default page;
