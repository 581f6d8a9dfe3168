/**
 * A check of a corpus site (tests/real-sites.ts) through the built server, as a prospect asks for one:
 * the site served as its host would, an enquiry naming its start address, the finished report's page
 * and its status JSON. Shared by `npm run real-sites` and the tests that read the reports.
 */
import * as assert from 'uvu/assert';
import type { BuiltServer } from '../scripts/start-built.js';
import { postEnquiry, validEnquiry, waitFor } from './helpers.js';
import { serveRealSite } from './real-sites.js';

/**
 * The built server's settings for reading corpus sites: private addresses allowed, no reuse, no limits in
 * the way; the phone run only when `lab`, its browser let through to the one port `labPort` the sites are
 * then served on (the browser's proxy admits only AUDIT_ALLOW_ADDRESSES' pairs).
 */
export const realSiteServerEnv = ({ lab = false, labPort = 0 } = {}): Record<string, string> => ({
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  ...(lab ? { AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${labPort}` } : {}),
  AUDIT_REUSE_MS: '0',
  AUDIT_LAB_BROWSER: lab ? '/usr/bin/chromium' : 'off',
  // Lighthouse at the lowest CPU priority on a shared machine: its longest allowed run.
  AUDIT_LAB_MS: '300000',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
  TIME_ZONE: 'Australia/Melbourne',
  NODE_EXTRA_CA_CERTS: 'tests/fixtures/tls/cert.pem',
});

/** What /api/audit/<id> answers. */
export interface AuditStatus {
  status: string;
  score: number | null;
  pages: number | null;
  lab: string | null;
  findings: { id: string; severity: string; message: string }[];
}

export interface RealSiteReport {
  publicId: string;
  /** The report page's HTML, as a prospect's browser gets it. */
  html: string;
  status: AuditStatus;
  /** Every request the site saw. */
  requests: string[];
}

/** How long a check may take: the crawl's own limits plus, with the phone run, Chromium's. */
const CHECK_MS = 180_000;
const LAB_MS = 480_000;

/**
 * Checks corpus site `slug` through `server` (enquiry number `n`), waiting for its report; with `lab`, for
 * its phone run too, the site served on `labPort` over HTTP (the browser trusts its own certificate store only).
 */
export async function checkRealSite(
  server: BuiltServer,
  slug: string,
  n: number,
  { lab = false, labPort = 0 } = {},
): Promise<RealSiteReport> {
  const site = await serveRealSite(slug, lab ? { https: false, port: labPort } : {});
  try {
    const website = new URL(site.manifest.start, site.origin).href;
    const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${n}@${slug}.example` }), 'json', {
      origin: server.url,
    });
    assert.is(res.status, 201, await res.clone().text());
    const report = ((await res.json()) as { audit: string }).audit;
    const status = await waitFor(
      async () => {
        const s = (await (await fetch(`${server.url}/api${report}`)).json()) as AuditStatus;
        const finished = ['done', 'failed'].includes(s.status);
        return finished && (!lab || s.status === 'failed' || (s.lab !== null && s.lab !== 'measuring')) ? s : undefined;
      },
      lab ? LAB_MS : CHECK_MS,
      `the check of ${slug} (${website})`,
    );
    const html = await (await fetch(`${server.url}${report}`)).text();
    return { publicId: report.split('/').pop() ?? '', html, status, requests: site.requests };
  } finally {
    await site.close();
  }
}
