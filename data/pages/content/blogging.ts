import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Professional Blogging',
    description:
      'Professional blog writing for Australian businesses: researched, on-brand posts published on a steady schedule to grow search traffic, trust and enquiries.',
  },
  hero: {
    category: 'Content Writing',
    title: 'Professional Blogging',
    subtitle: 'A blog that publishes on time and earns its place',
    description:
      'A blog only works when it is consistent, useful and tied to what you sell. We plan, write and manage your blog so it answers your customers\u2019 questions, builds search visibility and gives your sales and social channels something worth sharing.',
    icon: 'Rss',
    gradient: 'violet',
    buttons: [{ label: 'Start My Blog', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Most Business Blogs Stall',
      paragraphs: [
        'Plenty of businesses start a blog with good intentions. A few posts go up, the team gets busy, and the last update is eighteen months old. A neglected blog tells visitors the business may be neglected too.',
        'We take the whole job off your plate. Our writers learn your business, your customers and your voice, then deliver posts that are researched, edited and ready to publish. You approve the topics and the drafts; we handle the rest.',
      ],
    },
    {
      type: 'cards',
      heading: 'What You Get With Our Blogging Service',
      columns: 4,
      cards: [
        {
          icon: 'Feather',
          title: 'Writers Who Know Your Field',
          desc: 'Each account has a dedicated writer who builds up knowledge of your industry over time.',
          features: ['Industry briefing at the start', 'Consistent voice across posts'],
        },
        {
          icon: 'Search',
          title: 'Search-Led Topics',
          desc: 'Topics come from keyword and question research, not guesswork, so posts have an audience waiting.',
          features: ['Keyword-mapped briefs', 'Answers to real customer questions'],
        },
        {
          icon: 'ClipboardCheck',
          title: 'Edited and Fact-Checked',
          desc: 'Every post passes an editor before it reaches you, checking accuracy, clarity and tone.',
          features: ['Sources checked', 'Australian English throughout'],
        },
        {
          icon: 'Calendar',
          title: 'Reliable Publishing',
          desc: 'Posts arrive on an agreed schedule, weekly, fortnightly or monthly, so your blog never goes quiet.',
          features: ['Agreed delivery dates', 'Uploaded and formatted for you'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Blog Content Types',
      intro: 'A healthy blog mixes formats. We choose the right one for each topic and each stage of the buying journey.',
      columns: 3,
      size: 'small',
      cards: [
        {
          icon: 'BookOpen',
          title: 'How-To Guides',
          desc: 'Step-by-step posts that solve a specific problem and show you know how to fix it.',
        },
        {
          icon: 'ListChecks',
          title: 'List Posts',
          desc: 'Scannable roundups of tips, tools or mistakes to avoid, easy to read and easy to share.',
        },
        {
          icon: 'Newspaper',
          title: 'Industry News and Commentary',
          desc: 'Timely takes on changes in your sector that position you as the business that keeps up.',
        },
        {
          icon: 'Briefcase',
          title: 'Case Studies',
          desc: 'Stories of problems solved for customers, told with the detail that persuades buyers.',
        },
        {
          icon: 'Scale',
          title: 'Comparison Posts',
          desc: 'Balanced side-by-side reviews of options that help buyers who are close to a decision.',
        },
        {
          icon: 'Mic',
          title: 'Expert Interviews',
          desc: 'Q&A posts with your team or partners that put real expertise and personality on the page.',
        },
      ],
    },
    {
      type: 'cards',
      heading: 'More Than Writing',
      intro: 'Every blogging plan includes the management work that keeps a blog running and measurable.',
      columns: 2,
      cards: [
        {
          icon: 'LayoutDashboard',
          title: 'Blog Management Included',
          desc: 'We run your blog as an ongoing channel, from planning the quarter ahead to reporting on what each post achieved.',
          features: ['Editorial calendar', 'SEO optimisation', 'Social promotion', 'Performance tracking'],
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Blogging Questions',
      items: [
        {
          q: 'How often should we publish?',
          a: 'Consistency matters more than volume. Most businesses do well with two to four quality posts a month; we will recommend a pace that suits your goals and budget.',
        },
        {
          q: 'Who owns the posts?',
          a: 'You do. Once paid for, every post is yours to publish, edit and reuse.',
        },
        {
          q: 'Can you post directly to our website?',
          a: 'Yes. We can upload, format and schedule posts in WordPress, Shopify and most common content management systems.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Give Your Blog a Reason to Exist',
    text: 'Share your goals and we will send back a sample topic plan for your first three months of posts.',
    button: { label: 'Get My Topic Plan', href: '#contact' },
  },
};

export default page;
