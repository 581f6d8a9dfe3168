import type { CaseStudyDetail } from '../../src/content/types.js';

const study: CaseStudyDetail = {
  slug: 'melbourne-law-firm-local-search',
  title: 'Melbourne Law Firm Dominates Local Search',
  industry: 'Legal Services',
  clientSize: 'Boutique family and property law firm, 12 staff across two offices',
  duration: '12 months',
  metric: '+347%',
  metricLabel: 'Organic Traffic',
  description:
    'We rebuilt the site structure around practice areas and suburbs, then fixed a long list of technical issues. A steady run of helpful legal guides and local citations took the firm into the map pack for its most valuable searches.',
  challenge: [
    'The firm had an excellent reputation through referrals, but almost no presence in search. Its website was a single long page per practice area, written for lawyers rather than clients, and it did not mention the suburbs its two offices served. Competing firms with larger marketing budgets held the map pack for every valuable search.',
    'A technical review also found problems the partners had no way of seeing: duplicate versions of every page, a slow, image-heavy theme, and a contact form that failed silently on some phones, so some enquiries were simply lost.',
  ],
  approach: [
    {
      title: 'Technical repair first',
      text: 'We consolidated the duplicate pages with redirects and canonical links, moved the site to faster hosting, compressed its images and fixed the contact form, so that every improvement after it would count.',
    },
    {
      title: 'A structure clients understand',
      text: 'Each practice area became its own section, with separate pages for the questions clients actually bring, such as property settlements and parenting arrangements, and a page for each office and the suburbs it serves.',
    },
    {
      title: 'Helpful guides in plain English',
      text: 'Working with the lawyers, we published two guides a month answering common questions, each reviewed for accuracy by the partner responsible and linked to the matching service page.',
    },
    {
      title: 'Local prominence',
      text: 'We completed and verified both Google Business Profiles, corrected inconsistent listings across legal and local directories, and set up a simple review request after each matter closed.',
    },
  ],
  results: [
    { value: '+347%', label: 'Organic traffic over 12 months' },
    { value: 'Map pack', label: "For the firm's main family law searches near both offices" },
    { value: 'Every form', label: 'Enquiry now reaches the team, on every device' },
  ],
  timeline: [
    { period: 'Months 1-2', text: 'Technical audit and repairs, hosting move, form fixed, tracking set up.' },
    { period: 'Months 3-5', text: 'New site structure, practice-area and office pages, Business Profiles completed.' },
    { period: 'Months 6-12', text: 'Two guides a month, citation clean-up, steady review requests and monthly reporting.' },
  ],
  quote: {
    text: 'We had always relied on referrals. Now new clients tell us they found us on Google, and they arrive already understanding how the process works because they have read our guides.',
    name: 'Helen Marsh',
    role: 'Managing partner, boutique family law firm',
  },
  image: {
    src: '/images/case-studies/melbourne-law-firm-local-search.jpg',
    alt: 'Cover art for the case study, in the brand colours, labelled Legal Services',
  },
  services: ['/strategy/local-seo', '/strategy/seo', '/content/content-for-seo'],
};

export default study;
