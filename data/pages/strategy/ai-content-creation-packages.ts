import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI Content Creation Packages Melbourne',
    description:
      'Monthly AI content creation packages from $497 for Australian businesses: blogs, social captions, emails and scripts, trained on your voice and human reviewed.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI Content Creation Packages',
    subtitle: 'Consistent, on-brand content every month',
    description:
      'Keeping a blog, social feeds and email list fed with fresh content is relentless. Our monthly packages combine AI production with human editors, so you get a steady flow of quality content at a predictable price.',
    icon: 'Package',
    gradient: 'amber',
    buttons: [{ label: 'Compare Packages', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'packages',
      heading: 'Monthly Content Packages',
      intro: 'Choose the volume that suits your business. Every package includes brand voice training and human review.',
      packages: [
        {
          icon: 'Feather',
          title: 'Starter',
          price: 'From $497/month',
          desc: 'For small businesses that want to publish consistently without the workload.',
          features: [
            '10 blog posts',
            '30 social captions',
            '5 email newsletter templates',
            'Brand voice training',
            'Performance analytics',
            'Human review',
          ],
        },
        {
          icon: 'TrendingUp',
          title: 'Growth',
          price: 'From $997/month',
          desc: 'For growing businesses building traffic, leads and a stronger presence across channels.',
          features: [
            '25 blog posts',
            '60 captions',
            '10 email templates',
            'Landing page copy for 5 pages',
            '5 video scripts',
            'Advanced analytics',
            'Priority human review',
          ],
          highlight: true,
        },
        {
          icon: 'Crown',
          title: 'Enterprise',
          price: 'From $1,997/month',
          desc: 'For larger organisations and multi-brand teams that need volume and flexibility.',
          features: [
            '50+ blog posts',
            '120+ captions',
            '20+ email templates',
            'Custom formats',
            'Multi-brand voice training',
            'Dedicated account manager',
            'Custom integrations',
          ],
        },
      ],
      note: 'Every package is tailored to your industry and goals during onboarding.',
    },
    {
      type: 'cards',
      heading: 'Content Types We Create',
      intro: 'Every format is written for its channel and for the people who will read it.',
      columns: 3,
      cards: [
        {
          icon: 'FileText',
          title: 'Blog Posts',
          desc: 'Search-optimised articles that answer customer questions and build authority.',
          features: ['Keyword research', 'Clear structure', 'Internal links'],
        },
        {
          icon: 'Share2',
          title: 'Social Captions',
          desc: 'Platform-ready captions that start conversations and drive clicks.',
          features: ['Platform-specific tone', 'Hashtag suggestions', 'Calls to action'],
        },
        {
          icon: 'Mail',
          title: 'Email Newsletters',
          desc: 'Reusable templates and campaigns that keep your list engaged.',
          features: ['Subject line options', 'Reusable layouts', 'Segment-ready copy'],
        },
        {
          icon: 'Layout',
          title: 'Landing Page Copy',
          desc: 'Focused copy that turns campaign traffic into enquiries.',
          features: ['Benefit-led headlines', 'Objection handling', 'Strong calls to action'],
        },
        {
          icon: 'Video',
          title: 'Video Scripts',
          desc: 'Scripts for short social videos, explainers and YouTube content.',
          features: ['Hook-first openings', 'Scene notes', 'Captions and descriptions'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Product Descriptions',
          desc: 'Accurate, persuasive descriptions for online stores of any size.',
          features: ['Consistent style', 'SEO-friendly wording', 'Bulk production'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Quality Process',
      intro: 'AI makes content fast. These four steps make it good.',
      steps: [
        {
          step: '01',
          title: 'Brand Voice Training',
          desc: 'We study your existing content, audience and style guide, and train the AI to write in your voice.',
        },
        {
          step: '02',
          title: 'AI Generation',
          desc: 'Drafts are produced from detailed briefs based on your keywords, topics and campaign plans.',
        },
        {
          step: '03',
          title: 'Human Review',
          desc: 'Editors check facts, tone and clarity, and rewrite anything that does not meet our standard.',
        },
        {
          step: '04',
          title: 'Performance Tracking',
          desc: "We measure how content performs and feed the results back into next month's plan.",
        },
      ],
    },
  ],
  cta: {
    heading: 'Start Publishing With Confidence',
    text: 'Pick a package or tell us what you need. We will tailor the mix of content to your goals and have your first batch under way quickly.',
    button: { label: 'Choose Your Content Package', href: '#contact' },
  },
};

export default page;
