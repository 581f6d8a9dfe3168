/**
 * The content the boot checks read besides the service pages: home, legal and thank-you copy,
 * the navigation and the footer, straight from data/.
 */
import { home } from '../../data/home.js';
import { privacy } from '../../data/legal/privacy.js';
import { terms } from '../../data/legal/terms.js';
import { allMenuLinks, footerColumns, menus } from '../../data/navigation.js';
import { thankYou } from '../../data/thank-you.js';
import type { HomeContent, LegalPage, ThankYouContent } from './types.js';

export interface Link {
  label: string;
  href: string;
}

export interface SiteContent {
  home: HomeContent;
  legalPages: LegalPage[];
  thankYou: ThankYouContent;
  /** The menus as written (their copy is checked for stray contact details). */
  menus: unknown;
  /** Every menu link as it is rendered. */
  menuLinks: Link[];
  footerColumns: { title: string; links: Link[] }[];
}

export const siteContent: SiteContent = {
  home,
  legalPages: [privacy, terms],
  thankYou,
  menus,
  menuLinks: allMenuLinks(),
  footerColumns,
};
