import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Inbound Marketing Guide',
    description:
      'Our inbound marketing guide shows Australian businesses how to attract, engage and nurture leads with content, SEO and email, and how to measure it all.',
  },
  hero: {
    category: 'Digital Marketing Guide',
    title: 'Inbound Marketing Guide',
    subtitle: 'Be found by buyers instead of chasing them',
    description:
      'Inbound marketing draws customers to you with useful content, search visibility and timely follow-up, instead of interrupting them with cold calls and ads. Here is how it works and how to put it into practice.',
    icon: 'Magnet',
    gradient: 'emerald',
  },
  sections: [
    {
      type: 'text',
      heading: 'What Is Inbound Marketing?',
      paragraphs: [
        'Outbound marketing pushes a message at people who did not ask for it: cold emails, print ads, telemarketing. Inbound marketing works the other way. You publish content that helps people solve a problem, make sure they can find it on Google and social media, and earn their trust long before they are ready to buy.',
        'It suits any business whose customers research before they commit. Business buyers consume 13 content pieces before purchase, so the company that provides the most helpful of those pieces often wins the deal. Homeowners choosing a builder or patients choosing a clinic behave in much the same way.',
        'Inbound is a system, not a single tactic. Content attracts visitors, offers and forms turn them into leads, email and sales follow-up turn leads into customers, and happy customers bring referrals. Each stage feeds the next, which is why results compound over time.',
      ],
    },
    {
      type: 'cards',
      heading: 'The Inbound Method in Four Stages',
      intro: 'Build each stage deliberately and make sure every one hands off cleanly to the next.',
      columns: 4,
      cards: [
        {
          icon: 'Search',
          title: 'Attract Strategy',
          desc: 'Start with the questions your ideal customers ask before they buy. Turn those questions into blog posts, guides and videos, and optimise them for search so they show up when people look for answers. Share the best pieces on the social channels your audience uses. The aim is steady traffic from the right people, not the most people.',
          features: ['Customer question research', 'SEO-led blog and guides', 'Targeted social sharing'],
        },
        {
          icon: 'MessageCircle',
          title: 'Engage Audiences',
          desc: 'Once visitors arrive, give them a reason to start a conversation. Offer something worth their email address, such as a checklist, a pricing guide or a free audit. Make contact easy with short forms, live chat or a clear phone number. Respond quickly, because a lead contacted within minutes is far more likely to convert than one contacted tomorrow.',
          features: ['Valuable lead magnets', 'Short, simple forms', 'Fast first response'],
        },
        {
          icon: 'Mail',
          title: 'Nurture Leads',
          desc: 'Most leads are not ready to buy on day one. Keep in touch with a short email sequence that answers common objections, shares case studies and explains how you work. Segment by interest so people receive relevant content. Score leads by their activity so your sales team calls the people who are warming up, at the right moment.',
          features: ['Automated email sequences', 'Segmented content', 'Lead scoring'],
        },
        {
          icon: 'ChartPie',
          title: 'Measure Success',
          desc: 'Track the whole journey, not just traffic. Measure how many visitors become leads, how many leads become customers, and which content they touched along the way. A CRM connected to your website makes this visible. Review monthly, then put more effort into the channels and pieces of content that bring in customers, not just clicks.',
          features: ['Visitor-to-lead rate', 'Lead-to-customer rate', 'Content attribution'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Build an Inbound Engine for Your Business',
    text: 'We plan the content, set up the forms, automation and tracking, and keep leads flowing so your sales team spends its time on conversations that close.',
    button: { label: 'Read Inbound Guide', href: '/strategy/lead-generation' },
  },
};

export default page;
