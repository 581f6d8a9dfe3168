import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Local SEO Services Melbourne',
    description:
      'Local SEO services in Melbourne: Google Business Profile optimisation, suburb pages, reviews and citations that put you in the map pack for nearby customers.',
  },
  hero: {
    category: 'SEO Services',
    title: 'Local SEO Services Melbourne',
    subtitle: 'Be the first business locals find on Google and Maps',
    description:
      'When someone nearby searches for your service, the top three map listings take most of the calls. We optimise your Google Business Profile, your website and your reputation so that listing is yours.',
    icon: 'MapPin',
    gradient: 'emerald',
    buttons: [
      { label: 'Get Found Locally', href: '#contact' },
      { label: 'Call Our Local SEO Team', href: 'tel' },
    ],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Local Search Matters',
      paragraphs: [
        '46% of Google searches are local. People search for a café, a mechanic, a physio or an accountant near them, and they usually act fast. They call, get directions or book online, often within the same day.',
        'Local results work differently from the rest of Google. The map pack draws on your Google Business Profile, your reviews, the consistency of your name, address and phone number across the web, and how close you are to the searcher. A well-built website still matters, but it is only part of the picture.',
      ],
      bullets: [
        'Appear in the map pack for "near me" and suburb searches',
        'Turn more profile views into calls, direction requests and bookings',
        'Stand out from competitors with stronger reviews and richer listings',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Local SEO Services',
      columns: 3,
      cards: [
        {
          icon: 'MapPin',
          title: 'Google Business Profile',
          desc: 'A complete, accurate and active profile is the foundation of local rankings.',
          features: ['Category and service selection', 'Photos and regular posts', 'Q&A and product listings'],
        },
        {
          icon: 'Star',
          title: 'Review Strategy',
          desc: 'More genuine reviews, and thoughtful replies to every one of them.',
          features: ['Simple review request process', 'Response templates for your team', 'Reputation monitoring'],
        },
        {
          icon: 'ListChecks',
          title: 'Citations and NAP Consistency',
          desc: 'Your business details, identical on every directory that matters in Australia.',
          features: ['Citation audit and clean-up', 'Industry directory listings', 'Duplicate listing removal'],
        },
        {
          icon: 'Map',
          title: 'Suburb and Service Area Pages',
          desc: 'Useful location pages for the areas you serve, written for people rather than robots.',
          features: ['Unique content per area', 'Local proof and project examples', 'Clear calls to action'],
        },
        {
          icon: 'Code2',
          title: 'Local Technical SEO',
          desc: 'Signals that tell Google exactly who you are and where you operate.',
          features: ['LocalBusiness schema markup', 'Mobile speed improvements', 'Embedded maps and contact details'],
        },
        {
          icon: 'Link2',
          title: 'Local Links and Mentions',
          desc: 'Relevant links from the community around you build local authority.',
          features: ['Local media and associations', 'Supplier and partner links', 'Sponsorships and events'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Grow Your Local Visibility',
      steps: [
        {
          step: '01',
          title: 'Local Audit',
          desc: 'We check your profile, citations, reviews and rankings suburb by suburb against local competitors.',
        },
        {
          step: '02',
          title: 'Fix the Foundations',
          desc: 'We correct listing errors, complete your profile and repair inconsistent business details.',
        },
        { step: '03', title: 'Build Local Content', desc: 'We create service and area pages that match how people nearby search.' },
        {
          step: '04',
          title: 'Grow and Report',
          desc: 'We build reviews and links each month and report on calls, directions and enquiries.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Local SEO Questions',
      items: [
        {
          q: 'Do I need a shopfront to rank locally?',
          a: 'No. Service-area businesses such as tradies and mobile services can rank too. We set up your profile to show the areas you cover without publishing a home address.',
        },
        {
          q: 'How long before I see results?',
          a: 'Profile and citation fixes often show movement within weeks. Competitive suburbs and categories usually take a few months of steady work.',
        },
        {
          q: 'Can you help with more than one location?',
          a: 'Yes. We manage multi-location businesses with a separate profile, page and review plan for each site.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Own Your Local Search Results',
    text: 'Tell us where you operate and who you want to reach. We will show you how you compare with local competitors and what it takes to win the map pack.',
    button: { label: 'Get Your Local SEO Audit', href: '#contact' },
  },
};

export default page;
