/**
 * Speculation Rules: Chromium prepares the page behind a same-site link the visitor hovers (or
 * presses, on touch screens) before the click, so the click shows it at once. The rule set is a data
 * block in every page's head (Document.tsx), allowed by its hash in the Content-Security-Policy: no
 * code, and no request before the first paint. Browsers without support ignore it and lose nothing.
 *
 * Only pages that are the same for everyone and change nothing by being fetched are prepared: never
 * the API, a site check's report (/audit/..., made per request and updated as it runs), search
 * results, the thank-you page (it follows a sent enquiry), a link with a query string (it may
 * change state or ask for something made per request), a file (a feed, an image: anything with an
 * extension), a download, or a link opening elsewhere or marked nofollow.
 */

/** Paths never prepared, as URL patterns (relative to the page, on this site). */
export const NEVER_PRERENDERED = ['/api/*', '/audit/*', '/search', '/thank-you', '/*.*'] as const;

/** The rule set: prerender same-site page links at moderate eagerness (hover for 200 ms, or pointer-down). */
export const speculationRules = JSON.stringify({
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
