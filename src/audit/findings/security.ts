/**
 * Security: HTTPS, the http → https redirect, HSTS, mixed content, forms posting to http:// and
 * internal links to the site's own http:// address.
 */
import type { ReadPage } from '../read/evidence.js';
import { normalise } from '../read/normalise.js';
import { header, pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

const MIXED_WHY = 'Browsers block or warn about insecure files on a secure page, which can break the page and its padlock.';
const MIXED_FIX = "Change these files' addresses to https:// (or serve them from your own site).";
/** The host without a leading www., so links to the bare or www twin count as the site's own. */
const siteHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');
/** A page served over https, where http:// files, forms and links are a fault of their own. */
const secure = (x: Pick<ReadPage, 'fetched'>) => x.fetched.finalUrl.startsWith('https:');

export const security = [
  pageCheck({
    id: 'https',
    group: 'search',
    shows: ON_PAGE.answer,
    weight: 10,
    why: 'Browsers mark HTTP pages "Not secure" and Google prefers secure pages, so visitors and rankings both suffer.',
    fix: "Install a certificate (most hosts include one free, from Let's Encrypt) and serve every page over https://.",
    judge: ({ host, https }) =>
      https
        ? { severity: 'passed', message: `${host} is served over HTTPS.` }
        : { severity: 'problem', message: `${host} is served over plain HTTP, not HTTPS.` },
  }),
  pageCheck({
    id: 'http-redirect',
    group: 'search',
    requires: ['robots'],
    shows: ON_PAGE.answer,
    weight: 5,
    why: 'Links and typed addresses often start with http://; without a redirect those visitors land on an insecure copy or nowhere.',
    fix: 'Redirect every http:// address to its https:// twin with a 301, in your server or hosting settings.',
    // Observed only for an https site on the standard ports (gather.ts asks for robots.txt over http).
    appliesTo: ({ httpRedirectsToHttps }) => httpRedirectsToHttps !== undefined,
    judge: ({ httpRedirectsToHttps }) =>
      httpRedirectsToHttps
        ? { severity: 'passed', message: 'Visitors who type http:// are sent on to the secure https:// address.' }
        : { severity: 'problem', message: 'The http:// address does not send visitors on to https://.' },
  }),
  pageCheck({
    id: 'hsts',
    group: 'search',
    shows: ON_PAGE.hsts,
    weight: 3,
    why: 'HSTS stops a visitor on public Wi-Fi from being sent to an insecure copy of your site.',
    fix: 'Send the Strict-Transport-Security header (max-age of at least six months) once https works everywhere.',
    appliesTo: ({ https }) => https,
    judge: ({ page }) =>
      // max-age=0 tells browsers to forget the rule: not a pass.
      Number(/max-age="?(\d+)/i.exec(header(page.headers, 'strict-transport-security'))?.[1] ?? 0) > 0
        ? { severity: 'passed', message: 'The site tells browsers to always use HTTPS (HSTS).' }
        : { severity: 'improvement', message: 'The site does not send an HSTS header telling browsers to always use HTTPS.' },
  }),
  pageCheck({
    id: 'mixed-content',
    group: 'search',
    shows: ON_PAGE.insecure,
    weight: 6,
    why: MIXED_WHY,
    fix: MIXED_FIX,
    appliesTo: ({ https }) => https,
    judge: ({ facts }) => {
      const insecure = facts.insecureResources;
      return insecure
        ? {
            severity: 'problem',
            message: `${plural(insecure, 'file is', 'files are')} loaded over insecure http:// on this secure page.`,
          }
        : { severity: 'passed', message: 'Every file the page loads comes over HTTPS.' };
    },
  }),
  siteCheck({
    id: 'mixed-content-pages',
    group: 'search',
    shows: ON_PAGE.insecure,
    severity: 'problem',
    weight: 5,
    found: (n) => `${plural(n, 'secure page loads', 'secure pages load')} files over insecure http://.`,
    passed: 'No secure page loads files over http://.',
    why: MIXED_WHY,
    fix: MIXED_FIX,
    // On a page served over http the whole page is insecure: `https` says so.
    appliesTo: ({ pages }) => pages.some(secure),
    overlaps: { startPage: 'mixed-content' },
    collect: ({ pages }) =>
      pages
        .filter((x) => secure(x) && x.fetched.facts.insecureResources > 0)
        .map((x) => `${shown(x.url)} (${x.fetched.facts.insecureResources})`),
  }),
  siteCheck({
    id: 'insecure-forms',
    group: 'search',
    shows: ON_PAGE.insecureForm,
    severity: 'problem',
    weight: 5,
    found: (n) => `${plural(n, 'page has a form', 'pages have forms')} sending to an insecure http:// address.`,
    passed: 'No form on your secure pages sends to an insecure address.',
    why: 'What people type is sent unencrypted, and browsers warn them before they submit.',
    fix: "Make each form's action an https:// address (or leave it empty to post to the page itself).",
    // A form on a page served over http posts over http with it: that cause is `https`'s, said once.
    appliesTo: ({ pages }) => pages.some(secure),
    collect: ({ pages }) =>
      pages
        .filter(secure)
        .filter((x) =>
          x.fetched.facts.forms.some((action) => normalise(action || x.fetched.finalUrl, x.fetched.finalUrl)?.startsWith('http:')),
        )
        .map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'http-links',
    group: 'search',
    shows: ON_PAGE.httpLink,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page links', 'pages link')} to the insecure http:// address of your own site.`,
    passed: 'Internal links use the secure https:// address.',
    why: 'Each such click goes through a redirect, or lands on an insecure copy of the page.',
    fix: 'Change these links to https:// (or to relative links).',
    // A site without https has no secure address to link to: `https` is the cause to fix.
    appliesTo: ({ https }) => https,
    collect: ({ pages }) => {
      const ownHttp = (href: string, base: string) => {
        const url = /^\s*http:\/\//i.test(href) ? normalise(href, base) : undefined;
        return url !== undefined && siteHost(url) === siteHost(base);
      };
      return pages.filter((x) => secure(x) && x.fetched.facts.links.some((href) => ownHttp(href, x.url))).map((x) => shown(x.url));
    },
  }),
] as const;
