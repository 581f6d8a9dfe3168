import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI Copywriting Services Melbourne',
    description:
      'AI copywriting with human editors in Melbourne: ad, web, email and social copy produced quickly, tested in variations and polished to match your brand voice.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI Copywriting Services',
    subtitle: 'The speed of AI, the judgement of experienced writers',
    description:
      'Marketing needs more words than ever: ads, landing pages, emails, product descriptions and social posts. We use AI to produce drafts and variations fast, then our copywriters shape every piece so it sounds like you and persuades like a professional wrote it.',
    icon: 'Feather',
    gradient: 'rose',
    buttons: [{ label: 'Get Copy Samples', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Combine AI and Human Writers',
      paragraphs: [
        'AI on its own writes quickly but blandly. It repeats clichés, misses nuance and sometimes gets facts wrong. A human writer on their own produces excellent copy, but only so much of it. Combining the two gives you volume and quality at once.',
        'Our writers train the AI on your brand voice, products and audience. It generates options; they choose, rewrite and fact-check. You get more content, more variations to test and copy that still reads as if it came from someone who understands your business.',
      ],
    },
    {
      type: 'comparison',
      heading: 'The Best of Both',
      intro: 'Each side does what it does best.',
      columns: [
        {
          icon: 'Zap',
          title: 'AI Speed',
          points: [
            '10+ variations in minutes for headlines, ads and emails',
            '50+ content pieces versus 5 by hand in the same time',
            'Rapid first drafts from detailed briefs',
            'Consistent formatting across large product ranges',
            'Plenty of options for A/B testing',
          ],
        },
        {
          icon: 'Users',
          title: 'Human Expertise',
          points: [
            'Strategy, positioning and the core message',
            'Brand voice, tone and emotional judgement',
            'Fact-checking and compliance review',
            'Local knowledge and Australian English',
            'Final edit and sign-off on every piece',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'What We Write',
      columns: 3,
      cards: [
        {
          icon: 'Megaphone',
          title: 'Ad Copy',
          desc: 'Search, social and display ads with many tested variations.',
          features: ['Google Ads headlines', 'Meta and LinkedIn ads', 'Variation testing'],
        },
        {
          icon: 'Layout',
          title: 'Website and Landing Pages',
          desc: 'Clear, persuasive pages built around search intent and conversion.',
          features: ['Service pages', 'Landing pages', 'SEO metadata'],
        },
        {
          icon: 'Mail',
          title: 'Email Campaigns',
          desc: 'Newsletters and automated sequences that get opened and clicked.',
          features: ['Subject line options', 'Nurture sequences', 'Promotional emails'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Product Descriptions',
          desc: 'Accurate, engaging descriptions for large catalogues, written at scale.',
          features: ['Feature and benefit copy', 'Category pages', 'Consistent style'],
        },
        {
          icon: 'Share2',
          title: 'Social Media Copy',
          desc: 'Captions and posts tailored to each platform and audience.',
          features: ['Platform-specific tone', 'Hashtag research', 'Content calendars'],
        },
        {
          icon: 'FileText',
          title: 'Blog Content',
          desc: 'Search-optimised articles drafted with AI and shaped by specialist editors.',
          features: ['Keyword-led outlines', 'Expert review', 'Internal linking'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Copywriting Process',
      steps: [
        {
          step: '01',
          title: 'Brief and Voice Training',
          desc: 'We capture your goals, audience and brand voice, and set up the AI with examples.',
        },
        { step: '02', title: 'AI Drafting', desc: 'The AI produces drafts and multiple variations from each brief.' },
        { step: '03', title: 'Human Editing', desc: 'Our copywriters refine, fact-check and sharpen every piece.' },
        { step: '04', title: 'Review and Test', desc: 'You approve the copy, and we test variations to find what performs best.' },
      ],
    },
  ],
  cta: {
    heading: 'Get More Great Copy, Faster',
    text: 'Tell us what you need written. We will send a plan and show you how AI and human writers can work together on your brand.',
    button: { label: 'Start Your AI Copywriting Project', href: '#contact' },
  },
};

export default page;
