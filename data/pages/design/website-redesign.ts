import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Website Redesign',
    description:
      'Website redesign in Melbourne: modernise an outdated or slow site without losing your Google rankings, with a faster build designed to win more enquiries.',
  },
  hero: {
    category: 'Web Design',
    title: 'Website Redesign',
    subtitle: 'A fresh, faster site without losing what already works',
    description:
      'Your business has grown, but your website has not kept up. We redesign outdated sites into fast, modern websites that reflect who you are today, while protecting the search rankings and content you have spent years building.',
    icon: 'Repeat',
    gradient: 'violet',
    buttons: [{ label: 'Plan My Redesign', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'cards',
      heading: 'Six Signs Your Website Needs a Redesign',
      intro: 'If two or more of these sound familiar, your website is likely costing you customers.',
      columns: 3,
      cards: [
        {
          icon: 'TriangleAlert',
          title: 'Bounce Rate Over 70%',
          desc: 'A bounce rate over 70% on key pages means most visitors leave without taking a second step. The page is not giving them what they came for.',
        },
        {
          icon: 'Timer',
          title: 'Load Time Over 3 Seconds',
          desc: 'A load time over 3 seconds tests the patience of visitors, especially on mobile, and slow sites struggle in search results.',
        },
        {
          icon: 'Hourglass',
          title: 'Design Over 3 Years Old',
          desc: 'A design over 3 years old often looks dated next to competitors and may rely on technology that is harder to secure and maintain.',
        },
        {
          icon: 'Smartphone',
          title: 'Awkward on Mobile',
          desc: 'Tiny text, cramped buttons or sideways scrolling on a phone send mobile visitors straight back to the search results.',
        },
        {
          icon: 'Inbox',
          title: 'Enquiries Have Slowed',
          desc: 'Traffic holds steady but forms and calls have dropped off. Your offer may have moved on while the site has not.',
        },
        {
          icon: 'Wrench',
          title: 'Hard to Update',
          desc: 'Simple changes need a developer, or nobody on the team dares touch the site. Content goes stale as a result.',
        },
      ],
    },
    {
      type: 'text',
      heading: 'Redesign Without Losing Your Rankings',
      paragraphs: [
        'The biggest risk in any redesign is search traffic. Pages get renamed, content gets cut and redirects are forgotten. Rankings that took years to earn can disappear in a week.',
        'We start every redesign with an audit of what is already working. We record the pages that bring in traffic and leads, keep or improve that content, and map every old address to its new home. After launch we monitor rankings and fix any issues quickly.',
      ],
      bullets: [
        'Full crawl and performance benchmark before any change',
        'Content kept, improved or consolidated, never simply deleted',
        '301 redirect map for every changed URL',
        'Post-launch monitoring of rankings, traffic and errors',
      ],
    },
    {
      type: 'cards',
      heading: 'What Your Redesign Includes',
      columns: 3,
      size: 'small',
      cards: [
        {
          icon: 'FileSearch',
          title: 'Site and SEO Audit',
          desc: 'A clear picture of what to keep, what to fix and what to remove.',
          link: { label: 'Website Audit Services', href: '/strategy/website-audit-services' },
        },
        {
          icon: 'Palette',
          title: 'Modern Design',
          desc: 'A fresh look aligned to your brand today, designed mobile-first.',
        },
        {
          icon: 'Gauge',
          title: 'Faster Build',
          desc: 'Lean code, optimised images and modern hosting for quick page loads.',
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Redesign Process',
      steps: [
        {
          step: '01',
          title: 'Audit',
          desc: 'We analyse your current site, analytics and rankings to see what works and what holds you back.',
        },
        {
          step: '02',
          title: 'Plan',
          desc: 'We agree goals, restructure the sitemap and decide what happens to every existing page.',
        },
        {
          step: '03',
          title: 'Redesign and Build',
          desc: 'We design and develop the new site on a staging server, with your content updated and improved.',
        },
        {
          step: '04',
          title: 'Migrate and Launch',
          desc: 'We apply redirects, launch carefully and monitor performance closely in the weeks that follow.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Is It Time for a New Website?',
    text: 'Send us your current site address. We will review it against these warning signs and tell you honestly whether a redesign is worth it.',
    button: { label: 'Plan My Redesign', href: '#contact' },
  },
};

export default page;
