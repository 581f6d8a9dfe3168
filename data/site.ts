/**
 * Brand facts: the one place a real owner changes the agency's name and contact details.
 * The canonical base URL is not here: it comes from the SITE_URL setting (src/config.ts).
 */
export const site = {
  name: 'Laserfocus Digital',
  legalName: 'Laserfocus Digital Pty Ltd',
  abn: 'ABN 49 624 595 711',
  tagline: 'SEO & Digital Marketing Agency Melbourne',
  titleSuffix: ' | Laserfocus Digital - SEO Agency Melbourne',
  phone: { display: '(03) 5550 1234', href: 'tel:+61355501234' },
  email: 'hello@laserfocus.example',
  address: {
    locality: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'Australia',
    countryCode: 'AU',
    display: 'Melbourne VIC 3000, Australia',
  },
  officeHours: 'Mon-Fri 9AM-6PM AEST',
  copyright: '© 2025 Laserfocus Digital. All rights reserved.',
  emailProvider: 'Mailchimp',
  analyticsProvider: 'Google Analytics',
  privacyRegulator: 'Office of the Australian Information Commissioner (OAIC)',
  legalUpdated: '5 August 2025',
  /** Spec 9: the reply promise shown in copy and toasts. */
  replyWithin: '24 hours',
} as const;

export type Site = typeof site;
