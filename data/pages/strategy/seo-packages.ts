import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'SEO Packages Melbourne',
    description:
      'SEO packages for Melbourne businesses: Starter from $1,500/month, Growth from $2,500/month, Premium from $4,000/month, and custom Enterprise pricing.',
  },
  hero: {
    category: 'SEO Services',
    title: 'SEO Packages Melbourne',
    subtitle: 'Clear monthly packages with no surprises',
    description:
      'Choose the level of SEO support that matches your market and your goals. Every package includes a full audit, a tailored strategy and monthly reporting, so you always know what you are paying for and what it delivers.',
    icon: 'Package',
    gradient: 'amber',
    buttons: [
      { label: 'Find Your Package', href: '#contact' },
      { label: 'Discuss Your Options', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'packages',
      heading: 'Choose Your SEO Package',
      intro: 'All packages are delivered by our Melbourne team and tailored to your business after the initial audit.',
      packages: [
        {
          icon: 'Rocket',
          title: 'Starter',
          price: 'From $1,500/month',
          desc: 'For small businesses building a solid search foundation in a local market.',
          features: [
            'Technical SEO audit and fixes',
            'Up to 10 target keywords',
            'Google Business Profile optimisation',
            'On-page optimisation of key pages',
            'Monthly performance report',
          ],
        },
        {
          icon: 'TrendingUp',
          title: 'SEO Growth',
          price: 'From $2,500/month',
          desc: 'For established businesses ready to outrank competitors and grow enquiries.',
          features: [
            'Everything in Starter',
            'Up to 25 target keywords',
            'Two optimised content pieces per month',
            'Link building and digital outreach',
            'Conversion tracking set-up',
            'Monthly strategy call',
          ],
          highlight: true,
        },
        {
          icon: 'Crown',
          title: 'Premium',
          price: 'From $4,000/month',
          desc: 'For competitive markets and businesses targeting customers across Australia.',
          features: [
            'Everything in Growth',
            'Up to 50 target keywords',
            'Four content pieces per month',
            'Digital PR campaigns',
            'Competitor monitoring',
            'Dedicated account manager',
          ],
        },
        {
          icon: 'Building2',
          title: 'Enterprise',
          price: 'Custom pricing',
          desc: 'For large or complex websites with several teams, brands or countries.',
          features: [
            'Scope built around your site',
            'Technical SEO at scale',
            'Migration and governance support',
            'Custom dashboards and executive reporting',
          ],
        },
      ],
      note: 'Prices are in Australian dollars. The final scope of each package is confirmed in a written proposal after your audit.',
    },
    {
      type: 'text',
      heading: 'What Every Package Includes',
      paragraphs: [
        'Whatever level you choose, the essentials are the same. We never lock the basics behind a higher tier, because SEO does not work without them.',
      ],
      bullets: [
        'A full website and competitor audit before any work begins',
        'A written strategy with keyword targets and priorities',
        'White-hat methods that follow Google guidelines',
        'Plain-English monthly reporting on rankings, traffic and enquiries',
        'Direct access to the specialists doing the work',
      ],
    },
    {
      type: 'faq',
      heading: 'Package Questions',
      items: [
        {
          q: 'Which package is right for me?',
          a: 'It depends on how competitive your market is and how quickly you want to grow. Most local service businesses start with Starter or Growth. National brands and online stores usually need Growth or Premium. We will recommend one after the audit.',
        },
        {
          q: 'Can I change packages later?',
          a: 'Yes. Many clients start smaller and step up once the foundations are in place and results are coming through.',
        },
        {
          q: 'How soon will I see results?',
          a: 'Technical fixes can show movement within weeks. Meaningful ranking and traffic growth usually builds over three to six months, depending on competition.',
        },
        {
          q: 'Do you guarantee rankings?',
          a: 'No honest agency can guarantee a position on Google. What we do guarantee is clear work, clear reporting and a strategy built around your results.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Not Sure Where to Start?',
    text: 'Request a free audit. We will review your site and competitors, then recommend the package that gives you the best return for your budget.',
    button: { label: 'Get a Package Recommendation', href: '#contact' },
  },
};

export default page;
