import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Social Media Marketing Guide',
    description:
      'A social media marketing guide for Australian businesses: choose the right platforms, build an audience, plan content and grow engagement that converts.',
  },
  hero: {
    category: 'Digital Marketing Guide',
    title: 'Social Media Marketing Guide',
    subtitle: 'Fewer platforms, better content, real business results',
    description:
      'Social media can build trust, keep you front of mind and send buyers to your website. It can also eat hours with nothing to show for it. This guide shows how to focus your effort where it pays.',
    icon: 'Share2',
    gradient: 'rose',
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Social Media Still Matters',
      paragraphs: [
        'The audiences are enormous. Facebook has 2.9 billion users, Instagram 2 billion monthly users, LinkedIn 900 million members and YouTube 2 billion+ logged-in users. Somewhere in those numbers are your customers, scrolling every day. The question is not whether they are on social media but where, and what they want from it.',
        'For most businesses, social media does three jobs. It builds familiarity, so people recognise your name when they are ready to buy. It shows proof, through reviews, project photos and customer stories. And it drives action, through links, offers and paid campaigns that send people to your website or inbox.',
        'The common mistake is trying to be everywhere at once. A small business posting well on two platforms will outperform one posting half-heartedly on six. Start narrow, learn what works, then expand.',
      ],
    },
    {
      type: 'cards',
      heading: 'Four Steps to Social Media That Works',
      intro: 'Follow them in order. Each step makes the next one easier.',
      columns: 4,
      cards: [
        {
          icon: 'Compass',
          title: 'Platform Strategy',
          desc: 'Choose platforms by audience, not by habit. LinkedIn suits B2B services and recruitment. Facebook remains strong for local businesses and community groups. Instagram and Pinterest reward visual products, from food to fit-outs. YouTube suits how-to content that people search for. Pick one or two, set a clear goal for each and decide how you will measure it.',
          features: ['Match platform to audience', 'One goal per platform', 'Clear measures of success'],
        },
        {
          icon: 'Users',
          title: 'Audience Building',
          desc: 'Complete every profile with your logo, contact details, service area and a link to your site. Invite existing customers, staff and suppliers to follow. Join conversations in relevant groups and comment on local or industry accounts. Add follow links to your emails and website. Paid boosts can speed things up when they target people who resemble your best customers.',
          features: ['Complete, consistent profiles', 'Invite existing contacts', 'Targeted paid growth'],
        },
        {
          icon: 'Camera',
          title: 'Content Creation',
          desc: 'Plan content around a few recurring themes: behind the scenes, customer results, useful tips and offers. Short video tends to reach the most people, while photos of real work build trust. Write captions in your own voice and keep a simple calendar so posting stays consistent. Repurpose one good idea into a post, a reel and an email.',
          features: ['Recurring content themes', 'Short video and real photos', 'Simple content calendar'],
        },
        {
          icon: 'ThumbsUp',
          title: 'Engagement Growth',
          desc: 'Algorithms reward posts that spark conversation. Ask questions, reply to every comment and message promptly and share customer posts that mention you. Check which posts earn saves, shares and clicks, not just likes, and make more of those. Engagement is also customer service: a quick, friendly reply in public shows future buyers how you treat people.',
          features: ['Reply fast to comments and messages', 'Track saves, shares and clicks', 'Do more of what works'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Need a Social Media Strategy That Fits?',
    text: 'Our social media consultants review your current channels, find where your customers really are and build a plan your team can keep up with.',
    button: { label: 'Read Social Guide', href: '/strategy/social-media-consulting' },
  },
};

export default page;
