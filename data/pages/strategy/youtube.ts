import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'YouTube Marketing Services',
    description:
      'YouTube marketing from a Melbourne agency: channel strategy, video SEO, Shorts and YouTube ads that build an audience and bring viewers to your business.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'YouTube Marketing Services',
    subtitle: 'Build an audience on the world\u2019s biggest video platform',
    description:
      'YouTube is where people go to learn, compare and decide. We help businesses plan, optimise and promote video content that answers their customers\u2019 questions, ranks in search and keeps working long after it is published.',
    icon: 'Play',
    gradient: 'amber',
    buttons: [{ label: 'Plan My YouTube Channel', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Video that keeps earning',
      paragraphs: [
        'YouTube has 2 billion+ logged-in users, and many people turn to it before they buy. Reviews, how-to guides, comparisons and behind-the-scenes videos are searched for every day by people close to a decision.',
        'Unlike a social post, a well-made YouTube video can attract views for years. It can also appear in Google results, be embedded on your website and be cut down into clips for other channels. We plan channels with that long life in mind, so every video is an asset rather than a one-off expense.',
      ],
    },
    {
      type: 'panels',
      heading: 'Three ways to use YouTube',
      intro: 'Most channels do best with a mix. We recommend the balance that suits your audience and budget.',
      panels: [
        {
          icon: 'Video',
          title: 'Long-form videos',
          desc: 'Tutorials, explainers, case walkthroughs and interviews that answer search queries in depth and build trust.',
          points: ['Ranks in YouTube and Google search', 'Builds subscribers over time', 'Ideal for considered purchases'],
        },
        {
          icon: 'Smartphone',
          title: 'YouTube Shorts',
          desc: 'Vertical clips under a minute that introduce your brand to new viewers and lead them to your longer content.',
          points: ['Fast, low-cost production', 'Reach beyond your subscribers', 'Repurposed from long-form footage'],
        },
        {
          icon: 'Megaphone',
          title: 'YouTube advertising',
          desc: 'In-stream, in-feed and Shorts ads run through Google Ads, targeted by intent, interest and remarketing lists.',
          points: ['Pay for views or conversions', 'Target by search behaviour', 'Measured alongside your other Google campaigns'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our YouTube marketing services',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'Channel Strategy',
          desc: 'A clear plan for who the channel serves, what it publishes and how it supports sales.',
          features: ['Audience and competitor research', 'Content pillars', 'Publishing schedule'],
        },
        {
          icon: 'Search',
          title: 'Video SEO',
          desc: 'Titles, descriptions, chapters and tags written to rank for the searches that matter.',
          features: ['Keyword research', 'Titles and descriptions', 'Chapters and captions', 'Playlist structure'],
        },
        {
          icon: 'Image',
          title: 'Thumbnails and Channel Art',
          desc: 'Designs that earn the click in a crowded results page and make the channel look established.',
          features: ['Thumbnail templates', 'Banner and profile artwork', 'A/B thumbnail tests'],
        },
        {
          icon: 'Clapperboard',
          title: 'Video Production',
          desc: 'Scripting, filming and editing through our video team, or editing of footage you shoot yourself.',
          features: ['Scripts and storyboards', 'On-location filming', 'Editing and motion graphics'],
          link: { label: 'See video production', href: '/content/production-services' },
        },
        {
          icon: 'Target',
          title: 'YouTube Ads',
          desc: 'Video campaigns managed in Google Ads with audiences, bidding and creative tuned for results.',
          features: ['Campaign setup', 'Audience targeting', 'Conversion tracking', 'Budget management'],
        },
        {
          icon: 'BarChart3',
          title: 'Analytics and Growth',
          desc: 'We read YouTube Studio data to see where viewers drop off and what brings them back.',
          features: ['Retention analysis', 'Traffic source review', 'Monthly growth reports'],
        },
      ],
    },
    {
      type: 'faq',
      heading: 'YouTube marketing questions',
      items: [
        {
          q: 'Do we need expensive equipment?',
          a: 'No. Clear audio, good lighting and useful content matter far more than cinema cameras. We will advise on a simple setup or produce the videos for you.',
        },
        {
          q: 'How often should we publish?',
          a: 'Consistency beats volume. For most businesses, two to four quality videos a month, supported by Shorts, is a sustainable rhythm.',
        },
        {
          q: 'Can you work with videos we already have?',
          a: 'Yes. We often start by optimising an existing library, improving titles, thumbnails and descriptions so older videos start earning views again.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Give your customers something worth watching',
    text: 'Share your channel, or your idea for one. We will review it and recommend a content and promotion plan that fits your goals.',
    button: { label: 'Start YouTube Marketing', href: '#contact' },
  },
};

export default page;
