/**
 * Speculation Rules: Chromium prepares the page behind a same-site link the visitor hovers (or
 * presses, on touch screens) before the click, so the click shows it at once. Delivered by a
 * response header on every page naming this rule set, a file the build writes beside the pages: no
 * script on the page, nothing the Content-Security-Policy has to allow. Browsers without support
 * ignore the header and lose nothing.
 *
 * Only pages that are the same for everyone and change nothing by being fetched are prepared: never
 * the API, a site check's report (/audit/..., made per request and updated as it runs), search
 * results, the thank-you page (it follows a sent enquiry), a link with a query string (it may
 * change state or ask for something made per request), a file (a feed, an image: anything with an
 * extension), a download, or a link opening elsewhere or marked nofollow.
 */

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
/** Chromium reads a rule set from a header only when it is sent with this type. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** The `Speculation-Rules` header's value: a structured-field list of rule-set URLs. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** Paths never prepared, as URL patterns (relative to the rule set's own URL, this site). */
export const NEVER_PRERENDERED = ['/api/*', '/audit/*', '/search', '/thank-you', '/*.*'] as const;

/** The rule set: prerender same-site page links at moderate eagerness (hover for 200 ms, or pointer-down). */
export function speculationRules(): string {
  return JSON.stringify({
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: [...NEVER_PRERENDERED] } },
            { not: { selector_matches: "[href*='?'], [download], [target], [rel~='nofollow']" } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  });
}
