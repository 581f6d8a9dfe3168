/**
 * An address as the check keys it. Apart from crawl.ts so the finding families, which the staff
 * email, the webhook and the export reach through the door, do not load the crawler, the fetcher
 * and the HTML parser with it.
 */

/** The address without its fragment, or undefined when it is not http(s) or does not parse. */
export function normalise(href: string, base: string): string | undefined {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}
