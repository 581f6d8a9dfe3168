import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'AI Social Media Marketing Melbourne',
    description:
      'AI-assisted social media marketing for Melbourne businesses: content, scheduling, listening and ad optimisation across Instagram, LinkedIn, Facebook and X.',
  },
  hero: {
    category: 'AI-Powered Marketing',
    title: 'AI Social Media Marketing',
    subtitle: 'Show up consistently, without the daily scramble',
    description:
      'Social media rewards consistency, and consistency takes time most business owners do not have. We use AI to plan, create, schedule and analyse, while our social specialists keep every post on brand and every reply human.',
    icon: 'Share2',
    gradient: 'rose',
    buttons: [{ label: 'Get a Social Review', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Where AI Helps and Where People Matter',
      paragraphs: [
        'AI is very good at the repetitive parts of social media: drafting caption options, resizing content for each platform, finding the best posting times and spotting patterns in engagement data. That frees up time for the parts that need a person.',
        'Community replies, sensitive topics, creative ideas and brand judgement stay with our team. The result is a social presence that is active every week and still feels like a real business talking to real customers.',
      ],
    },
    {
      type: 'cards',
      heading: 'AI Social Media Services',
      columns: 3,
      cards: [
        {
          icon: 'Calendar',
          title: 'Content Planning',
          desc: 'Monthly calendars built around trends, seasons and your business goals.',
          features: ['Trend and topic research', 'Campaign themes', 'Approval workflow'],
        },
        {
          icon: 'Wand2',
          title: 'AI Content Creation',
          desc: 'Captions, graphics and short video concepts produced quickly and edited by people.',
          features: ['Multiple caption options', 'Platform-sized creative', 'Brand voice checks'],
        },
        {
          icon: 'Clock',
          title: 'Smart Scheduling',
          desc: 'Posts go out when your audience is most active on each platform.',
          features: ['Optimal timing analysis', 'Cross-platform publishing', 'Queue management'],
        },
        {
          icon: 'Headphones',
          title: 'Social Listening',
          desc: 'Track mentions, competitors and conversations relevant to your industry.',
          features: ['Brand mention alerts', 'Sentiment tracking', 'Competitor monitoring'],
        },
        {
          icon: 'MessageSquare',
          title: 'Community Management',
          desc: 'AI triage for incoming messages, with replies written by our team.',
          features: ['Comment and DM monitoring', 'Priority flagging', 'Human responses'],
        },
        {
          icon: 'Target',
          title: 'Social Ads Optimisation',
          desc: 'Paid social campaigns tuned continuously for cost and results.',
          features: ['Audience testing', 'Creative rotation', 'Budget reallocation'],
        },
      ],
    },
    {
      type: 'panels',
      heading: 'Platforms We Manage',
      intro: 'Each platform has its own audience and rules. We tailor content to fit.',
      panels: [
        {
          icon: 'Camera',
          title: 'Instagram',
          desc: 'Visual storytelling for brands with products, places or people to show off.',
          points: ['Reels and carousel concepts', 'Stories planning', 'Caption and hashtag optimisation'],
        },
        {
          icon: 'Briefcase',
          title: 'LinkedIn',
          desc: 'Authority and lead generation for professional services and B2B companies.',
          points: ['Company page content', 'Executive thought leadership', 'Lead gen ad campaigns'],
        },
        {
          icon: 'ThumbsUp',
          title: 'Facebook',
          desc: 'Community building and targeted advertising for local and national audiences.',
          points: ['Page and group content', 'Event promotion', 'Advanced ad targeting'],
        },
        {
          icon: 'AtSign',
          title: 'Twitter/X',
          desc: 'Timely updates and industry conversation for brands that want to be part of the discussion.',
          points: ['Real-time trend monitoring', 'Thread writing', 'Reply and engagement support'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Start',
      steps: [
        { step: '01', title: 'Social Audit', desc: 'We review your profiles, content and results against competitors.' },
        { step: '02', title: 'Strategy and Voice', desc: 'We set goals, choose platforms and train our AI tools on your brand voice.' },
        { step: '03', title: 'Create and Publish', desc: 'Content is produced, approved by you and scheduled across platforms.' },
        { step: '04', title: 'Analyse and Improve', desc: 'Monthly reports show what worked, and the next plan builds on it.' },
      ],
    },
  ],
  cta: {
    heading: 'Make Social Media Work for Your Business',
    text: 'Tell us which platforms matter to you. We will review your current presence and show you how an AI-assisted approach would lift it.',
    button: { label: 'Start AI Social Media', href: '#contact' },
  },
};

export default page;
