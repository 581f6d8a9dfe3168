/**
 * A check of a corpus site (tests/real-sites.ts) through the built server, as a prospect asks for one:
 * the site served as its host would, an enquiry naming its start address, the finished report's page
 * and its status JSON. Shared by `npm run real-sites` and the tests that read the reports.
 */
import * as assert from 'uvu/assert';
import type { BuiltServer } from '../scripts/start-built.js';
import { postEnquiry, validEnquiry, waitFor } from './helpers.js';
import { serveRealSite } from './real-sites.js';

/** The built server's settings for reading corpus sites: private addresses allowed, no reuse, no limits in the way; the phone run only when `lab`. */
export const realSiteServerEnv = ({ lab = false } = {}): Record<string, string> => ({
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_REUSE_MS: '0',
  AUDIT_LAB_BROWSER: lab ? '/usr/bin/chromium' : 'off',
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
const LAB_MS = 420_000;

/** Checks corpus site `slug` through `server` (enquiry number `n`), waiting for its report (and its phone run when `lab`). */
export async function checkRealSite(server: BuiltServer, slug: string, n: number, { lab = false } = {}): Promise<RealSiteReport> {
  const site = await serveRealSite(slug);
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
