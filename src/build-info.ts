/** Defined (true) by build.ts in the server bundle only. */
declare const __PREBUILT__: boolean | undefined;

/**
 * True in the production bundle: the build has checked the page data it carries and rendered every
 * page into DIST_DIR/pages. False when the site runs from source (tests, scripts), which check the
 * data and render the pages themselves.
 */
export const prebuilt = typeof __PREBUILT__ !== 'undefined';
