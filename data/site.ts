/**
 * Brand facts: the one place a real owner changes the agency's name and contact details.
 * Every page, menu, footer, JSON-LD block, email and default mail setting takes them from here at
 * render time; boot fails if page copy contains a phone number or email address that is not this one.
 * The shipped values are placeholders (the phone number is in the range Australia reserves for fiction):
 * replace them before launch (see README). The canonical base URL is not here: it comes from SITE_URL.
 */
const name = 'Laserfocus Digital';

export const site = {
  name,
  /** The first word of the name, for product names such as 'Laserfocus Labs'. */
  shortName: 'Laserfocus',
  legalName: 'Laserfocus Digital Pty Ltd',
  abn: 'ABN 49 624 595 711',
  tagline: 'SEO & Digital Marketing Agency Melbourne',
  /** Appended to every page title except the home page's. */
  titleSuffix: ` | ${name} - SEO Agency Melbourne`,
  phone: { display: '(03) 5550 1234', href: 'tel:+61355501234' },
  email: 'hello@laserfocus.example',
  address: {
    street: 'Level 5, 100 Collins Street',
    locality: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'Australia',
    countryCode: 'AU',
    display: 'Level 5, 100 Collins Street, Melbourne VIC 3000, Australia',
    /** Where the office is, for maps and search engines (the CBD address above). */
    geo: { latitude: -37.8141, longitude: 144.9707 },
  },
  /** As shown to visitors; `openingHours` says the same for search engines (keep the two in step). */
  officeHours: 'Mon-Fri 9AM-6PM AEST',
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  copyright: `© 2025 ${name}. All rights reserved.`,
  emailProvider: 'Mailchimp',
  analyticsProvider: 'Google Analytics',
  privacyRegulator: 'Office of the Australian Information Commissioner (OAIC)',
  privacyRegulatorContact: { website: 'www.oaic.gov.au', phone: '1300 363 992' },
  legalUpdated: '5 August 2025',
  /** Spec 9: the reply promise shown in copy and toasts. */
  replyWithin: '24 hours',
  /** The page background: the browser's toolbar colour, the web manifest's, and behind flattened images. */
  themeColor: '#0a0e1a',
} as const;

export type Site = typeof site;
