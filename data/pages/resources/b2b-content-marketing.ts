import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'B2B Content Marketing Guide',
    description:
      'A B2B content marketing guide for Australian firms: plan content for every decision maker, turn readers into qualified leads and grow long sales cycles.',
  },
  hero: {
    category: 'Content Marketing',
    title: 'B2B Content Marketing Guide',
    subtitle: 'Content that wins over buying committees',
    description:
      'B2B sales are slow, considered and rarely decided by one person. Content is how you stay in the conversation for months, answer every stakeholder\u2019s questions and arrive at the shortlist already trusted.',
    icon: 'Briefcase',
    gradient: 'indigo',
  },
  sections: [
    {
      type: 'text',
      heading: 'How B2B Content Marketing Differs',
      paragraphs: [
        'Selling to businesses is not the same as selling to consumers. Purchases are larger, risk is higher and several people usually sign off: an end user, a manager, finance, sometimes IT or legal. Each one has different questions, and most of them will research you online long before they speak to your sales team.',
        'That research is substantial. Business buyers consume 13 content pieces before purchase, from blog posts and case studies to specification sheets, webinars and white papers. If your competitors supply those pieces and you do not, you may never hear about the opportunity at all.',
        'Good B2B content is specific and useful. It explains problems in your buyer\u2019s language, shows evidence, and makes the internal case for change easier. It should help a champion inside the buying company persuade their colleagues, because that is often how the deal is won.',
      ],
    },
    {
      type: 'cards',
      heading: 'Four Pillars of B2B Content',
      intro: 'Get these right and your content will generate pipeline, not just page views.',
      columns: 4,
      cards: [
        {
          icon: 'Compass',
          title: 'B2B Strategy',
          desc: 'Start with the accounts and industries you most want to win. Define the business problems you solve, the questions asked at each stage of the sale and the proof buyers need. Then choose a small number of themes you can own. A documented strategy keeps marketing and sales aligned and stops content drifting into topics that never lead to revenue.',
          features: ['Ideal customer profile', 'Themes you can own', 'Marketing and sales alignment'],
        },
        {
          icon: 'Users',
          title: 'Decision Makers',
          desc: 'Map the buying committee and write for each role. Executives want outcomes, risk and return. Technical evaluators want specifications, integration detail and proof it works. Finance wants cost and payback. Users want to know it will make their job easier. Label content by role and stage so sales can send the right piece to the right person at the right time.',
          features: ['Buying committee mapping', 'Role-specific content', 'Sales enablement library'],
        },
        {
          icon: 'Magnet',
          title: 'Lead Generation',
          desc: 'Keep most content free and open so it can rank and be shared. Reserve deeper assets, such as white papers, templates, calculators and webinars, for a short form. Follow up with a relevant email sequence rather than an immediate sales call. Agree with sales what makes a lead qualified, so marketing passes on conversations that are genuinely ready for a follow-up.',
          features: ['Gated premium assets', 'Nurture email sequences', 'Agreed lead qualification'],
        },
        {
          icon: 'Rocket',
          title: 'Growth Tactics',
          desc: 'Repurpose each major piece into articles, LinkedIn posts, short videos and email content. Publish under the names of your experts to build personal authority. Partner with industry associations and publications for reach. Refresh top performers each year. Track which content appears in the journeys of closed deals, and invest more in the topics and formats that show up there.',
          features: ['Repurpose every major asset', 'Expert-led LinkedIn content', 'Content tied to closed deals'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Build a B2B Content Program That Sells',
    text: 'Our B2B content strategists plan, write and distribute content for complex sales, and connect it to the leads and deals your team cares about.',
    button: { label: 'Read B2B Guide', href: '/strategy/b2b-content-strategy' },
  },
};

export default page;
