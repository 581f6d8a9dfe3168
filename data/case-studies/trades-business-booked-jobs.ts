import type { CaseStudyDetail } from '../../src/content/types.js';

const study: CaseStudyDetail = {
  slug: 'trades-business-booked-jobs',
  title: 'Trades Business Turns Clicks Into Booked Jobs',
  industry: 'Home Services',
  clientSize: "Plumbing and gas fitting business, 8 vans across Melbourne's east",
  duration: '6 months',
  metric: '+189%',
  metricLabel: 'Lead Conversion',
  description:
    'We redesigned the landing pages around one clear action: call now or book online. Call tracking and form testing showed what worked, and we moved the ad budget to the services and suburbs that paid best.',
  challenge: [
    'The business was spending steadily on Google Ads and getting plenty of clicks, but the owner could not say how many turned into jobs. Every ad sent visitors to the home page, which opened with a slideshow and buried the phone number below the fold on mobile.',
    'Calls were not tracked at all, so the account was being judged on clicks. Budget was spread evenly across every service and suburb, including areas the vans rarely reached and small jobs that barely covered the travel.',
  ],
  approach: [
    {
      title: 'Measure what matters',
      text: "We set up call tracking and form tracking first, so every campaign could be judged on enquiries and, with the office's help, on booked jobs.",
    },
    {
      title: 'Landing pages with one job',
      text: 'Each main service got its own landing page with the phone number at the top, a short booking form, real photos of the team and reviews from local customers.',
    },
    {
      title: 'Test, then keep what works',
      text: 'We tested headlines, form length and the placement of the call button, keeping each change only when it produced more enquiries.',
    },
    {
      title: 'Budget to the best jobs',
      text: 'With real data, budget moved to emergency and hot water work in the suburbs closest to the depot, and away from low-value searches.',
    },
  ],
  results: [
    { value: '+189%', label: 'Lead conversion rate from paid search' },
    { value: 'Every call', label: 'Now tracked back to the campaign and keyword' },
    { value: 'Closer jobs', label: 'Budget focused on the services and suburbs that pay best' },
  ],
  timeline: [
    { period: 'Month 1', text: 'Call and form tracking, account audit, negative keywords.' },
    { period: 'Months 2-3', text: 'New landing pages for the main services, ads pointed to them.' },
    { period: 'Months 4-6', text: 'Page tests, budget moved to the best services and suburbs, monthly reviews with the owner.' },
  ],
  quote: {
    text: 'We used to pay for clicks and hope. Now I know which ads make the phone ring, and the team is booked out with the jobs we actually want.',
    name: 'Mick Donnelly',
    role: 'Owner, plumbing and gas fitting business',
  },
  image: {
    src: '/images/case-studies/trades-business-booked-jobs.jpg',
    alt: 'Cover art for the case study, in the brand colours, labelled Home Services',
  },
  services: ['/strategy/google-ads', '/design/landing-page-design', '/strategy/conversion-rate-optimisation'],
};

export default study;
