import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Commercial Production',
    description:
      'Commercial production in Melbourne: TV, online, YouTube and social video ads planned around your campaign goals, from concept to final delivery.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Commercial Production',
    subtitle: 'Ads made to be remembered and acted on',
    description:
      'A commercial has seconds to earn attention and a single chance to leave an impression. We develop the idea, produce the shoot and deliver every version your media plan needs, from broadcast spots to six-second social ads.',
    icon: 'Clapperboard',
    gradient: 'rose',
    buttons: [{ label: 'Pitch Me an Idea', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Creative With a Media Plan Behind It',
      paragraphs: [
        'A great commercial starts with a single, sharp idea about why someone should choose you. Everything else, from casting to the final sound mix, exists to land that idea in the time available.',
        'Because we also run paid campaigns, we plan production around where the ad will actually run. A television spot, a YouTube pre-roll and a vertical story ad need different openings, pacing and framing. We shoot for all of them on the same day, so your budget goes further and your campaign stays consistent.',
      ],
      bullets: [
        'Ideas built on your customer insight, not on trends',
        'The first seconds designed to stop the scroll or the skip',
        'Your brand visible early, because many viewers never see the end',
        'One clear call to action per ad',
      ],
    },
    {
      type: 'cards',
      heading: 'Commercials We Produce',
      columns: 3,
      cards: [
        {
          icon: 'Monitor',
          title: 'Television Commercials',
          desc: 'Broadcast-quality spots for free-to-air, regional and subscription TV campaigns.',
          features: ['15, 30 and 60 second spots', 'Delivered to broadcast specifications', 'Clearance-ready scripts'],
        },
        {
          icon: 'Play',
          title: 'YouTube and Pre-Roll Ads',
          desc: 'Ads built to hold attention before the skip button appears and to drive clicks afterwards.',
          features: ['Strong five-second openings', 'Bumper and in-stream versions', 'End screens and calls to action'],
          link: { label: 'YouTube Marketing', href: '/strategy/youtube' },
        },
        {
          icon: 'Smartphone',
          title: 'Social Video Ads',
          desc: 'Vertical and square ads for Facebook, Instagram, LinkedIn and TikTok feeds and stories.',
          features: ['Sound-off storytelling', 'Native-feeling creative', 'Multiple hooks to test'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Product Commercials',
          desc: 'Studio and lifestyle footage that makes your products look their best and shows them in use.',
          features: ['Tabletop and studio shoots', 'Lifestyle scenes', 'E-commerce ready cut-downs'],
        },
        {
          icon: 'Store',
          title: 'Retail and Promotional Spots',
          desc: 'Fast-turnaround ads for sales, seasonal offers and store openings.',
          features: ['Template-based updates', 'Price and offer graphics', 'Quick re-versioning'],
        },
        {
          icon: 'Star',
          title: 'Brand Campaigns',
          desc: 'Higher-concept ads that build awareness and give your brand a memorable personality.',
          features: ['Concept development', 'Casting and locations', 'Campaign-wide visual style'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'From Brief to Broadcast',
      steps: [
        {
          step: '01',
          title: 'Concept',
          desc: 'We review your brief, audience and media plan, then present creative concepts and scripts for you to choose from.',
        },
        {
          step: '02',
          title: 'Pre-Production',
          desc: 'Casting, locations, wardrobe, storyboards and the shoot schedule are locked in and approved.',
        },
        {
          step: '03',
          title: 'Production',
          desc: 'Our crew shoots the commercial and every extra angle needed for shorter and alternative versions.',
        },
        {
          step: '04',
          title: 'Post and Versioning',
          desc: 'Editing, grading, sound, graphics and delivery of every length and aspect ratio your campaign needs.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Launch a Campaign People Notice',
    text: 'Tell us your product, audience and where the ad will run. We will come back with a creative direction and production plan.',
    button: { label: 'Start My Commercial', href: '#contact' },
  },
};

export default page;
