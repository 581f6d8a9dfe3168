import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Digital Marketing Pricing',
    description: `How ${site.name} prices SEO, paid media, social and email marketing in Melbourne: four service tiers, each quoted after a free audit of your business.`,
  },
  hero: {
    category: 'Investment Options',
    title: 'Digital Marketing Pricing',
    subtitle: 'Clear tiers, tailored quotes',
    description:
      'No two businesses need the same marketing, so we do not sell the same package to everyone. Our four tiers give you a clear starting point, and every quote is shaped by a free audit of your website, market and goals.',
    icon: 'DollarSign',
    gradient: 'amber',
    buttons: [{ label: 'Request a Quote', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'How our pricing works',
      paragraphs: [
        'Marketing costs depend on how competitive your industry is, how many channels you need and how fast you want to grow. A local trade business in one suburb needs a very different plan from a national ecommerce store. Rather than publish a number that suits nobody, we start with an audit and then recommend the tier that fits.',
        'Every engagement is a monthly retainer with a clear scope. You always know what is included, what it costs and what results we are working towards before anything begins.',
      ],
    },
    {
      type: 'packages',
      heading: 'Choose your starting point',
      intro: 'Each tier can include SEO, paid media, social, email and content in the mix your business needs.',
      packages: [
        {
          icon: 'Rocket',
          title: 'Starter',
          price: 'Quoted after a free audit',
          desc: 'For small and local businesses building a strong foundation in one or two channels.',
          features: [
            'Focus on one or two core channels',
            'Technical and on-page fixes',
            'Google Business Profile optimisation',
            'Monthly performance report',
          ],
        },
        {
          icon: 'TrendingUp',
          title: 'Growth',
          price: 'Tailored to your goals',
          desc: 'For established businesses ready to grow leads and sales across several channels.',
          features: [
            'Multi-channel plan across search, social and email',
            'Regular content production',
            'Paid campaign management',
            'Conversion tracking and testing',
            'Monthly strategy call',
          ],
          highlight: true,
        },
        {
          icon: 'Crown',
          title: 'Premium',
          price: 'Scoped to your growth plan',
          desc: 'For competitive markets and businesses scaling nationally.',
          features: [
            'Full-funnel strategy and execution',
            'Higher content and campaign volume',
            'Conversion rate optimisation program',
            'Dedicated account manager',
            'Fortnightly reporting and reviews',
          ],
        },
        {
          icon: 'Puzzle',
          title: 'Custom Solutions',
          price: 'Custom proposal',
          desc: 'For enterprises, multi-location brands and one-off projects that need a bespoke scope.',
          features: [
            'Scope built around your team and systems',
            'Enterprise SEO and multi-site support',
            'Integration with in-house teams and other agencies',
            'Project or retainer options',
          ],
        },
      ],
      note: 'Advertising spend is paid directly to the ad platforms and is separate from our fees. Every quote follows a free audit.',
    },
    {
      type: 'list',
      heading: 'What shapes your quote',
      items: [
        { title: 'Competition', desc: 'How hard it is to rank and win clicks in your industry and location.' },
        { title: 'Channels', desc: 'Which mix of SEO, paid media, social, email and content you need.' },
        { title: 'Starting point', desc: 'The current state of your website, tracking and accounts.' },
        { title: 'Content volume', desc: 'How many pages, posts, emails and ads we produce each month.' },
        { title: 'Reach', desc: 'Whether you target one suburb, one city, Australia or beyond.' },
      ],
    },
    {
      type: 'faq',
      heading: 'Pricing questions',
      items: [
        {
          q: 'Are there setup fees?',
          a: 'Some projects need an up-front setup fee, for example when tracking, accounts or a website need significant work before ongoing services begin. Any setup fee is shown clearly in your proposal.',
        },
        {
          q: 'Am I locked into a long contract?',
          a: 'Ongoing services can be ended with 30 days written notice. Monthly retainers are billed in advance.',
        },
        {
          q: 'Can I move between tiers?',
          a: 'Yes. Many clients start smaller and step up once results justify more investment. We review your tier as your goals change.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Looking for SEO package details?',
    text: 'See what each of our SEO packages includes, then book a free audit to get a quote tailored to your business.',
    button: { label: 'View Pricing Details', href: '/strategy/seo-packages' },
  },
};

export default page;
