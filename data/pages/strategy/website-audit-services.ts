import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Website Audit Services',
    description:
      'Request a free SEO website audit from our Melbourne team. We check technical health, content, links, local presence and competitors, then send clear fixes.',
  },
  hero: {
    category: 'SEO Services',
    title: 'Website Audit Services',
    subtitle: 'Find out exactly what is holding your website back',
    description:
      'Our website audit looks at your site the way Google and your customers do. You get a clear, prioritised list of issues and opportunities, explained in plain English, with the fixes that will make the biggest difference first.',
    icon: 'FileSearch',
    gradient: 'rose',
    buttons: [
      { label: 'Request Your Free Audit', href: '#contact' },
      { label: 'Talk Through Your Site', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Start With an Audit',
      paragraphs: [
        'Most websites have problems their owners cannot see. Pages Google never indexes. Slow templates on mobile. Titles that say nothing. Competitors who have quietly overtaken you for your most valuable searches.',
        'An audit puts all of that on the table before you spend money on fixes, content or ads. It shows what is working, what is broken and where the quickest wins are, so every dollar after it is better spent.',
      ],
    },
    {
      type: 'cards',
      heading: 'What the Audit Covers',
      columns: 3,
      cards: [
        {
          icon: 'Server',
          title: 'Technical Health',
          desc: 'Can search engines find, crawl and index every page that matters?',
          features: ['Indexing and crawl errors', 'Broken links and redirects', 'XML sitemap and robots.txt'],
        },
        {
          icon: 'Gauge',
          title: 'Speed and Mobile',
          desc: 'How fast and usable your site is on the phones most visitors use.',
          features: ['Core Web Vitals', 'Page weight and images', 'Mobile layout issues'],
        },
        {
          icon: 'FileText',
          title: 'On-Page and Content',
          desc: 'Whether your pages target the right searches and answer them well.',
          features: ['Titles and meta descriptions', 'Thin and duplicate content', 'Keyword and topic gaps'],
        },
        {
          icon: 'Link2',
          title: 'Backlinks and Authority',
          desc: 'The quality of the sites linking to you, and any risks in your profile.',
          features: ['Referring domain review', 'Toxic link check', 'Authority compared with competitors'],
        },
        {
          icon: 'MapPin',
          title: 'Local Presence',
          desc: 'How you appear when nearby customers search for your services.',
          features: ['Google Business Profile', 'Citation consistency', 'Review profile'],
        },
        {
          icon: 'Binoculars',
          title: 'Competitor Benchmarking',
          desc: 'Where you stand against the businesses ranking above you.',
          features: ['Ranking comparison', 'Content they have that you lack', 'Opportunities they are missing'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How It Works',
      steps: [
        {
          step: '01',
          title: 'Send Your Details',
          desc: 'Fill in the audit form on this page with your website and the goals you want to reach.',
        },
        {
          step: '02',
          title: 'We Analyse Your Site',
          desc: 'Our specialists review your site, search data and competitors by hand, not just with a tool.',
        },
        { step: '03', title: 'Receive Your Findings', desc: 'You get a prioritised report that explains each issue and how to fix it.' },
        {
          step: '04',
          title: 'Talk It Through',
          desc: 'We walk you through the results and answer your questions. Act on it yourself or with us.',
        },
      ],
    },
    {
      type: 'text',
      heading: 'What You Get',
      paragraphs: ['The audit is designed to be useful whether or not you go on to work with us.'],
      bullets: [
        "A plain-English summary of your site's search health",
        'A prioritised list of fixes, ranked by impact and effort',
        'Quick wins you can act on straight away',
        'A walkthrough call with one of our specialists',
      ],
      after: [`We reply to every audit request within ${site.replyWithin} to confirm the details and next steps.`],
    },
  ],
  cta: {
    heading: 'Get Your Free Website Audit',
    text: 'Tell us about your site and what you want it to achieve. We will review it and show you the clearest path to more traffic and more enquiries.',
    button: { label: 'Request Your Free Audit', href: '#contact' },
  },
};

export default page;
