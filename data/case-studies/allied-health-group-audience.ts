import type { CaseStudyDetail } from '../../src/content/types.js';

const study: CaseStudyDetail = {
  slug: 'allied-health-group-audience',
  title: 'Allied Health Group Builds a Loyal Audience',
  industry: 'Healthcare',
  clientSize: 'Physiotherapy and allied health group, 5 clinics, about 40 practitioners',
  duration: '9 months',
  metric: '45K+',
  metricLabel: 'New Users',
  description:
    'We planned a content program of patient guides, short videos and social posts that answered real questions. Each clinic got its own optimised location page, so new visitors found the nearest practice fast.',
  challenge: [
    'The group had grown by opening new clinics, but its website still treated them as one business with one address. People searching for a physio near them often landed on a clinic across town, or on a competitor with a page for their suburb.',
    'The practitioners answered the same questions every day, about recovery times, what to expect at a first visit and when to see a physio, yet none of that knowledge was on the website. Social media posting was occasional and mostly promotional.',
  ],
  approach: [
    {
      title: 'A page for every clinic',
      text: 'Each clinic got its own page with its practitioners, services, hours, parking and public transport details, and its own Google Business Profile linked to it.',
    },
    {
      title: 'Patient guides from the experts',
      text: 'We interviewed practitioners and turned their answers into clear guides on common conditions and treatments, each reviewed by the clinician before publishing.',
    },
    {
      title: 'Short videos and social posts',
      text: 'Practitioners demonstrated simple exercises and explained common injuries in short videos, shared on social media and embedded in the matching guides.',
    },
    {
      title: 'Compliance built in',
      text: 'All content followed the rules on advertising health services in Australia: no testimonials about clinical outcomes, and no claims the clinicians could not support.',
    },
  ],
  results: [
    { value: '45K+', label: 'New users to the website over 9 months' },
    { value: '5 clinics', label: 'Each found for searches in its own area' },
    { value: 'Trusted guides', label: 'Patient guides now among the most visited pages' },
  ],
  timeline: [
    { period: 'Months 1-2', text: 'Clinic pages and Business Profiles, content plan built from practitioner interviews.' },
    { period: 'Months 3-6', text: 'Patient guides published fortnightly, first video series filmed.' },
    { period: 'Months 7-9', text: 'Regular social posting, guide updates, reporting on visits and bookings by clinic.' },
  ],
  quote: {
    text: "New patients often mention a guide they read before booking. It has made our clinicians' expertise visible, and each clinic now attracts people from its own neighbourhood.",
    name: 'Dr Anna Kowalski',
    role: 'Clinical director, allied health group',
  },
  image: {
    src: '/images/case-studies/allied-health-group-audience.jpg',
    alt: 'Cover art for the case study, in the brand colours, labelled Healthcare',
  },
  services: ['/content/content-for-seo', '/strategy/local-seo', '/strategy/social-media-consulting'],
};

export default study;
