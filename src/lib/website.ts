/**
 * A website address as people type it, read one way wherever one is asked for: the enquiry form's
 * website (src/enquiries/validate.ts) and a report's competitors (src/audit/checks/competitors.ts).
 */

/** Accepts 'example.com.au' by prefixing https://; only http and https URLs with a dotted host pass. */
export function normaliseWebsite(raw: string): string | undefined {
  const value = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
