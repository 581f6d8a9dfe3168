/** How the site names itself to the servers it calls: the free site check's crawler and the webhooks. */
import { site } from '../../data/site.js';

/**
 * The User-Agent of every site check: our crawler's name (the token robots.txt groups are matched on) and
 * the privacy policy, which says what the check reads, so a site's owner can see who asked and why.
 */
export const auditUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; ${site.name.replace(/\s+/g, '')}SiteCheck/1.0; +${siteUrl}/privacy-policy)`;

/** The User-Agent of every webhook delivery: the site's name and address. */
export const webhookUserAgent = (siteUrl: string) => `${site.name} Website webhooks (+${siteUrl})`;
