import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Video Marketing Guide',
    description:
      'A video marketing guide for Australian businesses: plan videos with a purpose, hold attention, publish for each platform and measure what drives sales.',
  },
  hero: {
    category: 'Digital Marketing Guide',
    title: 'Video Marketing Guide',
    subtitle: 'Plan, publish and measure video that sells',
    description:
      'Video explains a product faster than any page of text and builds trust by showing real people. You do not need a film crew to start. You need a clear purpose for every video and a plan for where it will be seen.',
    icon: 'Video',
    gradient: 'violet',
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Video Belongs in Your Marketing',
      paragraphs: [
        'People remember what they see. A 60-second video can show how a service works, introduce the team, or walk through a finished project in a way that photos and copy cannot. With YouTube at 2 billion+ logged-in users, video is also a search channel in its own right: people look there for reviews, tutorials and comparisons every day.',
        'Good video marketing starts with the buyer journey, not the camera. Early on, people want to understand a problem, so short educational clips work well. As they compare options, they want demonstrations, case studies and testimonials. Right before they buy, they want reassurance: a friendly face, a clear process, an answer to their last objection.',
        'Production quality matters less than clarity. Well-lit phone footage with clean audio and a clear message often outperforms a polished brand film that says nothing specific. Save bigger budgets for the few videos that will be seen most, such as your home page explainer.',
      ],
    },
    {
      type: 'cards',
      heading: 'Four Essentials of Video Marketing',
      intro: 'Use these as a checklist before you script, shoot or publish anything.',
      columns: 4,
      cards: [
        {
          icon: 'Target',
          title: 'Video Strategy',
          desc: 'Decide what each video must achieve and who it is for. An awareness clip, a product demo and a customer story need different lengths, tones and calls to action. Map videos to the stages of your sales process, then prioritise the ones that answer the questions your team hears most. A short list of purposeful videos beats a long list of random ones.',
          features: ['One goal per video', 'Mapped to the buyer journey', 'Answers real sales questions'],
        },
        {
          icon: 'Eye',
          title: 'Audience Engagement',
          desc: 'You have about three seconds to earn attention. Open with the problem or the result, not your logo. Keep it as short as the message allows, add captions because many people watch with the sound off, and show real people where you can. End with one clear next step, such as booking a call, visiting a page or watching the next video.',
          features: ['Strong first three seconds', 'Captions on every video', 'One clear call to action'],
        },
        {
          icon: 'MonitorSmartphone',
          title: 'Platform Optimization',
          desc: 'Each platform expects something different. YouTube rewards searchable titles, detailed descriptions, chapters and custom thumbnails. Instagram and Facebook favour vertical, fast-moving clips. LinkedIn suits short expert commentary. On your own website, embed videos on the pages they support and add video schema so they can appear in search results. Export each cut in the right shape.',
          features: ['Searchable YouTube titles', 'Vertical cuts for social', 'Video schema on your site'],
        },
        {
          icon: 'BarChart3',
          title: 'Performance Tracking',
          desc: 'Views alone say little. Look at average view duration and retention graphs to see where people drop off, and fix those moments in the next video. Track clicks, enquiries and sales from video with tagged links and analytics goals. Compare pages with and without video to see whether it lifts conversion. Let those results guide what you make next.',
          features: ['Retention and watch time', 'Tagged links and goals', 'Conversion impact on pages'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready to Make Video Work for You?',
    text: 'From scripting to filming and editing, our video team produces content built for your goals and the platforms your customers use.',
    button: { label: 'Read Video Guide', href: '/content/production-services' },
  },
};

export default page;
