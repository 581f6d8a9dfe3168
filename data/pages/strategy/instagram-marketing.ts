import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Instagram Marketing Services',
    description:
      'Instagram marketing services in Melbourne: content, Reels, Stories, influencer partnerships and Instagram ads that grow a following and drive sales.',
  },
  hero: {
    category: 'Social Media Marketing',
    title: 'Instagram Marketing Services',
    subtitle: 'Visual stories that stop the scroll and start sales',
    description:
      'Instagram rewards brands that look good, post consistently and give people a reason to act. We produce the content, manage the account and run the ads, so your profile becomes a shopfront that works while you get on with running the business.',
    icon: 'Camera',
    gradient: 'violet',
    buttons: [{ label: 'Grow My Instagram', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'stats',
      stats: [
        { value: '2 billion', label: 'monthly Instagram users' },
        { value: '4 formats', label: 'Feed, Reels, Stories and Shopping, planned together' },
      ],
    },
    {
      type: 'text',
      heading: 'Where brands are discovered',
      paragraphs: [
        'Instagram has 2 billion monthly users, and many of them use it to discover products, restaurants, venues and services before they ever open a search engine. A strong profile is often the first impression a customer has of your business.',
        'Standing out takes more than a pretty grid. The algorithm favours short video, genuine engagement and accounts that post with purpose. We build an Instagram presence around what your customers care about, then use paid campaigns to put it in front of new people who look like your best buyers.',
      ],
    },
    {
      type: 'cards',
      heading: 'Instagram services',
      intro: 'Everything needed to run a professional Instagram account, from the first shoot to the monthly report.',
      columns: 3,
      cards: [
        {
          icon: 'Palette',
          title: 'Content Creation',
          desc: 'Photography, graphics and captions that match your brand and feel native to the feed.',
          features: ['Brand visual guidelines', 'Product and lifestyle shoots', 'Caption copywriting', 'Hashtag research'],
        },
        {
          icon: 'Film',
          title: 'Reels and Stories',
          desc: 'Short vertical video scripted and edited to hold attention in the first few seconds.',
          features: ['Concepts and scripts', 'Filming and editing', 'Trending audio selection', 'Story sequences and highlights'],
        },
        {
          icon: 'Calendar',
          title: 'Account Management',
          desc: 'A steady publishing rhythm, handled for you and approved by you.',
          features: ['Monthly content calendar', 'Scheduling and posting', 'Bio and highlight optimisation'],
        },
        {
          icon: 'Megaphone',
          title: 'Instagram Advertising',
          desc: 'Paid campaigns that reach new audiences and retarget people who already know you.',
          features: ['Reels, Stories and feed placements', 'Lookalike audiences', 'Creative testing', 'Budget management'],
        },
        {
          icon: 'Handshake',
          title: 'Influencer Partnerships',
          desc: 'Creators chosen for audience fit and credibility rather than follower count alone.',
          features: ['Creator research and vetting', 'Briefs and agreements', 'Disclosure compliance', 'Results tracking'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Instagram Shopping',
          desc: 'Product tags that let people move from inspiration to checkout in a few taps.',
          features: ['Catalogue setup', 'Product tagging', 'Shoppable posts and ads'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our approach, in eight principles',
      columns: 4,
      size: 'small',
      cards: [
        { icon: 'Goal', title: 'Goals first', desc: 'Followers are a means. We plan around enquiries, bookings and sales.' },
        { icon: 'Users', title: 'Know the audience', desc: 'Content is shaped by what your customers save, share and ask about.' },
        { icon: 'Video', title: 'Video-led', desc: 'Reels get priority because that is where new reach comes from.' },
        { icon: 'Palette', title: 'Consistent look', desc: 'A recognisable style so your posts are known before the name is read.' },
        { icon: 'Clock', title: 'Steady rhythm', desc: 'Regular posting beats bursts of activity followed by silence.' },
        {
          icon: 'MessageCircle',
          title: 'Real engagement',
          desc: 'Comments and DMs answered promptly, because conversation builds loyalty.',
        },
        { icon: 'FlaskConical', title: 'Test and learn', desc: 'Hooks, formats and offers are tested, not guessed.' },
        { icon: 'BarChart3', title: 'Clear reporting', desc: 'Monthly results tied back to traffic, leads and revenue.' },
      ],
    },
  ],
  cta: {
    heading: 'Ready for an Instagram account that earns its keep?',
    text: 'Send us your handle and your goals. We will audit your profile and content, and outline a plan to grow reach and sales.',
    button: { label: 'Start Instagram Marketing', href: '#contact' },
  },
};

export default page;
