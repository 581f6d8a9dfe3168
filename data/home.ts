/**
 * Home page copy (spec 2.2). The laser joke lives in the hero only.
 */
import { caseStudies } from './case-studies/index.js';
import type { HomeContent } from '../src/content/types.js';
import { site } from './site.js';

export const home: HomeContent = {
  meta: {
    title: `${site.name} | ${site.tagline}`,
    description:
      'Melbourne SEO and digital marketing agency. We grow organic traffic, leads and revenue with SEO, paid ads, web design and content. Get a free SEO audit.',
  },

  hero: {
    eyebrow: site.tagline,
    title: 'Laser-Focused SEO & Digital Marketing for Melbourne Businesses',
    highlight: 'Laser-Focused',
    text: 'We help Melbourne businesses get found, get chosen and grow. Clear strategy, honest reporting and campaigns built around the numbers that matter to you: leads, sales and revenue.',
    primaryLabel: 'My Problem is Un-laserable',
    laserLabel: 'Request Laser',
    laserAlert: "Sorry, we're fresh out of lasers! But we do have marketing solutions that cut through the noise.",
    scrollLabel: 'Scroll to our services',
    stats: [
      { value: '+347%', label: 'Organic traffic growth' },
      { value: '$2.4M', label: 'Client revenue generated' },
      { value: '24 hrs', label: 'Reply to every enquiry' },
    ],
  },

  services: {
    eyebrow: 'What We Do',
    heading: 'Services That Drive Growth',
    intro: 'Six disciplines, one team. We pick the channels that suit your goals and make them work together.',
    items: [
      {
        icon: 'Search',
        title: 'Search Engine Optimisation',
        description:
          'Rank higher on Google and turn searches into customers. We fix the technical issues, target the right keywords and build authority that lasts.',
        features: ['Technical SEO audits', 'Keyword research and strategy', 'Local SEO and Google Business Profile', 'Link building'],
        href: '/strategy/seo',
      },
      {
        icon: 'MousePointerClick',
        title: 'Paid Advertising',
        description:
          'Google Ads and social campaigns that pay for themselves. We manage every dollar of your budget against cost per lead and return on ad spend.',
        features: ['Google Search and Shopping Ads', 'Meta and LinkedIn campaigns', 'Retargeting', 'Conversion tracking'],
        href: '/strategy/ppc-management',
      },
      {
        icon: 'Monitor',
        title: 'Web Design & Development',
        description:
          'Fast, mobile-first websites designed to convert. Every site we build is ready for search from day one and easy for your team to update.',
        features: ['Custom web design', 'WordPress and Shopify builds', 'Landing pages', 'Speed optimisation'],
        href: '/design/custom-web-design',
      },
      {
        icon: 'Clapperboard',
        title: 'Content & Video',
        description:
          'Content people want to read and watch. From SEO articles to explainer videos, we tell your story in a way that earns attention and trust.',
        features: ['SEO content writing', 'Blogs and copywriting', 'Explainer and corporate video', 'Infographics'],
        href: '/content/content-for-seo',
      },
      {
        icon: 'Share2',
        title: 'Social Media Marketing',
        description:
          'Build a following that turns into business. We plan, create and manage social content that keeps your brand in front of the right people.',
        features: ['Social media strategy', 'Content calendars', 'Community management', 'Paid social'],
        href: '/strategy/social-media-consulting',
      },
      {
        icon: 'Sparkles',
        title: 'AI-Powered Marketing',
        description:
          'Put AI to work without losing the human touch. We use it to research faster, test more and automate the busywork, with people checking every result.',
        features: ['AI SEO strategy', 'AI-assisted content and copy', 'Automated lead funnels', 'AI conversion optimisation'],
        href: '/strategy/ai-seo-strategy',
      },
    ],
  },

  caseStudies: {
    eyebrow: 'Our Results',
    heading: 'Results That Speak for Themselves',
    intro: 'Real campaigns, measured in traffic, leads and revenue. Here is what focus looks like in practice.',
    listLabel: 'Case studies, scroll sideways for more',
    // One source: the case studies' own files (data/case-studies/), which also make their pages.
    items: [...caseStudies],
  },

  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What Our Clients Say',
    intro: "We measure success by our clients' growth. Here is how some of them describe working with us.",
    items: [
      {
        name: 'Rebecca Thornton',
        title: 'Managing Director, Richmond Physio Group',
        content:
          'Within a few months we were showing up for the searches that actually bring in new patients. The monthly reports are clear, and the team always explains what they are doing and why.',
        rating: 5,
      },
      {
        name: 'Daniel Kovac',
        title: 'Founder, Yarra Valley Outdoor Supply',
        content:
          'Our online sales have grown every quarter since we started. They treat our ad budget as if it were their own money and are quick to cut anything that is not pulling its weight.',
        rating: 5,
      },
      {
        name: 'Michelle Tran',
        title: 'Marketing Manager, Southbank Property Advisory',
        content:
          'The new website looks sharp and finally brings in qualified enquiries. The team was responsive from the first meeting to launch day and still checks in regularly.',
        rating: 4,
      },
    ],
  },

  team: {
    eyebrow: 'About Us',
    heading: 'Meet the Team',
    intro: 'A small, senior team based in Melbourne. You work directly with the people doing the work.',
    members: [
      {
        name: 'Sarah Mitchell',
        role: 'Founder & SEO Director',
        bio: `Sarah has led SEO for businesses ranging from local trades to national retailers. She founded ${site.name} to give growing businesses senior expertise without the big-agency overheads.`,
        stats: { projects: '150+', campaigns: '300+' },
        experience: 14,
      },
      {
        name: "James O'Connor",
        role: 'Head of Paid Media',
        bio: 'James builds Google Ads and social campaigns that are judged on leads and sales, not clicks. He is known for lean accounts, sharp tracking and honest reporting.',
        stats: { campaigns: '400+', adSpend: '$12M+' },
        experience: 11,
      },
      {
        name: 'Priya Nair',
        role: 'Lead Web Designer',
        bio: 'Priya designs fast, accessible websites that look good and convert well. She works closely with the SEO team so every build is ready for search at launch.',
        stats: { websites: '120+', projects: '200+' },
        experience: 9,
      },
      {
        name: 'Tom Gallagher',
        role: 'Content & Social Lead',
        bio: 'Tom turns expert knowledge into articles, videos and posts people actually want to share. He has written and produced content for clients across health, legal, trades and e-commerce.',
        stats: { projects: '250+', campaigns: '180+' },
        experience: 8,
      },
    ],
  },

  contact: {
    eyebrow: 'Free SEO Audit',
    heading: 'Get Your Free SEO Audit',
    intro:
      'Tell us about your business and goals. We will review your website and show you where the biggest opportunities are, with no obligation.',
    points: [
      'A technical health check covering speed, indexing and mobile usability',
      'A keyword and ranking review against your top competitors',
      'A local search check, including your Google Business Profile',
      'A prioritised action plan you can use with or without us',
    ],
    submitLabel: 'Get My Free SEO Audit',
    note: `We reply to every enquiry within ${site.replyWithin}. No obligation and no spam.`,
  },
};
