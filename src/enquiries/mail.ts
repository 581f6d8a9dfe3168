/** The emails: to staff for each enquiry (with where it came from), and the optional acknowledgement to the visitor. */
import { domainToUnicode } from 'node:url';
import { site } from '../../data/site.js';
import type { Enquiry, TouchRow } from './repository.js';
import { formatLocalTime, zoneAbbreviation } from '../time/local-time.js';
import { ATTRIBUTION_PARAMS } from '../shared/attribution.js';
import {
  aiLine,
  compareChecks,
  localLine,
  notReadPhrase,
  recheckLine,
  topFixes,
  type Audit,
  type CheckRecord,
  type Comparison,
  type Finding,
  type OurFailure,
} from '../audit/index.js';
import { BAND_STYLE, formatVital, verdictOf, type VitalMetric } from '../shared/vitals.js';
import { escapeHtml } from '../lib/html.js';
import { plural } from '../shared/words.js';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Images the HTML shows by `cid:` (the digest's charts): sent inline, never fetched from anywhere. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

// Header values must stay on one line.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** A label, the value shown, and where the value links to in the HTML part (tel:, mailto:, a page). */
type Rows = [label: string, value: string, href?: string][];

function table(rows: Rows): string {
  const cell = (value: string, href?: string) => (href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value));
  return `<table>${rows
    .map(
      ([k, v, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${cell(v, href)}</td></tr>`,
    )
    .join('')}</table>`;
}

const text = (rows: Rows) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

/** The landing page as it was visited: path plus the kept campaign tags and click ids. */
function landingPage(t: TouchRow): string {
  const params = ATTRIBUTION_PARAMS.filter((p) => t[p]).map((p): [string, string] => [p, t[p] ?? '']);
  return params.length ? `${t.landing_path}?${new URLSearchParams(params).toString()}` : t.landing_path;
}

/** What the staff email needs besides the enquiry. */
export interface StaffEmailSettings {
  from: string;
  to: string;
  timeZone: string;
  /** SITE_URL: pages are linked in full, so they open from a mail client. */
  siteUrl: string;
  /** Signed links to record what became of the lead (src/leads/lead-link.ts); none for a repeat. */
  leadLinks?: { contacted: string; won: string; lost: string };
}

/** "What became of this lead?": the three signed links, each opening a page that asks before it changes anything. */
function outcomeLinks(e: Enquiry, links: StaffEmailSettings['leadLinks']): { text: string; html: string } {
  // A repeat is recorded on the enquiry it repeats, so only that one's email carries links.
  if (!links || e.duplicate_of) return { text: '', html: '' };
  const items: [string, string][] = [
    ['Contacted', links.contacted],
    ['Won', links.won],
    ['Lost', links.lost],
  ];
  const intro = 'What became of this lead? Each link opens a page on the website that asks you to confirm before it records anything.';
  return {
    text: `${intro}\n${items.map(([label, href]) => `${label}: ${href}`).join('\n')}\n\n`,
    html: `<h3>What became of this lead?</h3><p>${items.map(([label, href]) => `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 16px;border:1px solid #1d4ed8;border-radius:6px;color:#1d4ed8;text-decoration:none;font-weight:600">${label}</a>`).join('')}</p><p style="color:#4b5563;font-size:13px">Each link opens a page on the website that asks you to confirm before it records anything.</p>`,
  };
}

/** What an enquiry was sent through when an agent filled it (staff's email, the CSV and the digest say it alike: "sent through …"). */
export const THROUGH_AGENT = "an AI agent in the visitor's browser";

/** A web address with its host in its own script (an international name arrives as xn--...). */
function readableUrl(href: string): string {
  try {
    const url = new URL(href);
    const host = domainToUnicode(url.hostname) || url.hostname;
    return host === url.hostname ? href : href.replace(url.hostname, host);
  } catch {
    return href;
  }
}

/** An email address with its domain in its own script. */
function readableEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : `${address.slice(0, at + 1)}${domainToUnicode(address.slice(at + 1)) || address.slice(at + 1)}`;
}

/** A dialable tel: link: digits and a leading +, nothing else (RFC 3966). */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

function touchRows(t: TouchRow, settings: StaffEmailSettings): Rows {
  const rows: Rows = [
    ['Channel', t.channel],
    ['Source / medium', `${t.source} / ${t.medium}`],
  ];
  if (t.utm_campaign) rows.push(['Campaign', t.utm_campaign]);
  const landing = `${settings.siteUrl}${landingPage(t)}`;
  rows.push(['Landing page', landing, landing]);
  if (t.referrer) rows.push(['Referrer', readableUrl(t.referrer), t.referrer]);
  rows.push(['When', formatLocalTime(t.occurred_at, settings.timeZone)]);
  return rows;
}

/** True when two touches describe different arrivals (worth showing both). */
const differs = (a: TouchRow, b: TouchRow) =>
  a.occurred_at !== b.occurred_at || a.landing_path !== b.landing_path || a.channel !== b.channel;

/** "How they found us": the visit that brought the enquiry, and the first visit when it was another. */
function foundUs(e: Enquiry, settings: StaffEmailSettings): { heading: string; rows: Rows }[] {
  const blocks: { heading: string; rows: Rows }[] = [];
  const latest = e.last ?? e.first;
  // Beside the channel the visit came from: an agent filled the form in the visitor's own browser.
  const agent: Rows = e.via_agent ? [['Sent through', THROUGH_AGENT]] : [];
  if (!latest) return [{ heading: 'How they found us', rows: [['Channel', 'Unknown (no attribution recorded)'], ...agent] }];
  const visit = [...touchRows(latest, settings), ...agent];
  if (e.pages_viewed) visit.push(['Pages viewed', String(e.pages_viewed)]);
  if (e.attribution_via === 'referer') visit.push(['Recorded from', 'the page the form was sent from (no JavaScript)']);
  blocks.push({ heading: 'How they found us', rows: visit });
  if (e.first && e.last && differs(e.first, e.last)) blocks.push({ heading: 'First visit', rows: touchRows(e.first, settings) });
  return blocks;
}

export function staffEmail(e: Enquiry, settings: StaffEmailSettings): MailMessage {
  const page = `${settings.siteUrl}${e.source_page || '/'}`;
  const website = e.website ? readableUrl(e.website) : '';
  const fields: Rows = [
    ['Name', e.name],
    ['Email', readableEmail(e.email), `mailto:${e.email}`],
    ['Phone', e.phone, telHref(e.phone)],
    website ? ['Website', website, e.website] : ['Website', '(not given)'],
    ['Goals', e.goals],
    ['Page', page, page],
    ['Received', formatLocalTime(e.created_at, settings.timeZone)],
    ['Enquiry ID', String(e.id)],
  ];
  const found = foundUs(e, settings);
  const check = siteCheck(e, settings.siteUrl);
  if (check) found.push(check);
  const duplicate = e.duplicate_of
    ? `This repeats enquiry ${e.duplicate_of} (same email and goals within a day): it was saved, but not sent to the CRM again.`
    : '';
  const intro = 'New free SEO audit request from the website.';
  const outcome = outcomeLinks(e, settings.leadLinks);
  const body = `${intro}${duplicate ? `\n${duplicate}` : ''}\n\n${text(fields)}\n\n${found.map((b) => `${b.heading}\n${text(b.rows)}`).join('\n\n')}\n\n${outcome.text}Reply to this email to answer ${e.name} directly.\n`;
  const html = `<p>${intro}</p>${duplicate ? `<p><strong>${escapeHtml(duplicate)}</strong></p>` : ''}${table(fields)}${found.map((b) => `<h3>${escapeHtml(b.heading)}</h3>${table(b.rows)}`).join('')}${outcome.html}<p>Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;
  const prefix = e.duplicate_of ? `Duplicate of #${e.duplicate_of}: ` : '';
  const subject = oneLine(`${prefix}SEO audit request: ${e.name}${website ? ` (${website})` : ''}`).slice(0, 250);
  return { from: settings.from, to: settings.to, replyTo: oneLine(e.email), subject, text: body, html };
}

/** The report as staff open it: marked, so their visits are not counted as the prospect's (src/audit/checks/rechecks.ts). */
export const staffReportLink = (siteUrl: string, publicId: string) => `${siteUrl}/audit/${publicId}?via=staff-email`;

/**
 * A re-check of the prospect's site, the strongest buying signal the site sees: who, the score before
 * and after, what they fixed and what is new, the phone figures, the report and the lead links.
 */
export function recheckEmail(e: Enquiry, check: CheckRecord, before: CheckRecord | undefined, settings: StaffEmailSettings): MailMessage {
  const website = e.website ? readableUrl(e.website) : '';
  const report = e.audit ? staffReportLink(settings.siteUrl, e.audit.public_id) : '';
  const headline = `${e.name} checked their site again: ${recheckLine(check, before)}.`;
  const rows: Rows = [
    ['Name', e.name],
    ['Email', readableEmail(e.email), `mailto:${e.email}`],
    ['Phone', e.phone, telHref(e.phone)],
    ...(website ? ([['Website', website, e.website]] as Rows) : []),
    ['Checked again', formatLocalTime(check.finished_at, settings.timeZone)],
    ['First enquiry', `${formatLocalTime(e.created_at, settings.timeZone)} (enquiry ${e.id})`],
  ];
  if (check.status === 'done' && before) {
    const change = compareChecks(before, check);
    for (const f of change.fixed.slice(0, FINDINGS_IN_EMAIL)) rows.push(['Fixed', f.message]);
    if (change.fixed.length > FINDINGS_IN_EMAIL) rows.push(['Fixed', `and ${change.fixed.length - FINDINGS_IN_EMAIL} more`]);
    for (const { now } of change.improved.slice(0, 3)) rows.push(['Smaller now', now.message]);
    for (const f of change.added.slice(0, 3)) rows.push(['New', f.message]);
    rows.push(['Still open', plural(change.open.length, 'finding', 'findings')]);
    // Not judged this time (robots.txt failing, a page not loading): neither fixed nor open, and said so.
    for (const { before: f, why } of change.notRead.slice(0, 3)) rows.push(['Not read this time', `${f.message} (${why})`]);
    // Phone figures: a move within the noise band is "about the same" (src/audit/checks/lab-noise.ts).
    const value = (m: (typeof change.lab)[number], v: number | null) =>
      v === null ? 'not measured' : m.metric === 'Speed' ? `${Math.round(v)}/100` : formatVital(m.metric, v);
    const figures = change.lab
      .filter((m) => m.before !== null || m.after !== null)
      .map(
        (m) =>
          `${m.metric} ${value(m, m.before)} → ${value(m, m.after)}${m.change === 'same' ? ' (about the same)' : m.change ? ` (${m.change})` : ''}`,
      );
    if (figures.length) rows.push(['On a phone', figures.join(', ')]);
  }
  if (report) rows.push(['Report', report, report]);
  const outcome = outcomeLinks(e, settings.leadLinks);
  const body = `${headline}\n\n${text(rows)}\n\n${outcome.text}Reply to this email to answer ${e.name} directly.\n`;
  const html = `<p><strong>${escapeHtml(headline)}</strong></p>${table(rows)}${outcome.html}<p>Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;
  const subject = oneLine(`Checked again: ${e.name}${website ? ` (${website})` : ''}: ${recheckLine(check, before)}`).slice(0, 250);
  return { from: settings.from, to: settings.to, replyTo: oneLine(e.email), subject, text: body, html };
}

/**
 * "How you compare" finished: the staff email says which competitors the prospect named, how each
 * scored (or why it was not read), and the facts where the prospect is behind one of them, which are
 * what a salesperson opens the conversation with.
 */
export function comparedEmail(e: Enquiry, comparison: Comparison, settings: StaffEmailSettings): MailMessage {
  const website = e.website ? readableUrl(e.website) : '';
  const report = e.audit ? `${staffReportLink(settings.siteUrl, e.audit.public_id)}#comparison` : '';
  const rivals = comparison.sites.filter((s) => !s.own);
  const headline = `${e.name} compared their site with ${plural(rivals.length, 'competitor', 'competitors')}.`;
  const rows: Rows = [
    ['Name', e.name],
    ['Email', readableEmail(e.email), `mailto:${e.email}`],
    ['Phone', e.phone, telHref(e.phone)],
    ...(website ? ([['Website', website, e.website]] as Rows) : []),
  ];
  const overall = comparison.scores.find((r) => r.part === 'Overall')?.cells ?? [];
  comparison.sites.forEach((s, i) => rows.push([s.own ? 'Their site' : 'Competitor', `${s.host}: ${overall[i] ?? ''}`]));
  const behind = comparison.facts.filter((f) => f.cells[0]?.fix).map((f) => f.fact);
  if (behind.length) rows.push(['Behind on', behind.join('; ')]);
  if (report) rows.push(['Report', report, report]);
  const outcome = outcomeLinks(e, settings.leadLinks);
  const body = `${headline}\n\n${text(rows)}\n\n${outcome.text}Reply to this email to answer ${e.name} directly.\n`;
  const html = `<p><strong>${escapeHtml(headline)}</strong></p>${table(rows)}${outcome.html}<p>Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;
  const subject = oneLine(`Compared: ${e.name}${website ? ` (${website})` : ''} with ${rivals.map((s) => s.host).join(', ')}`).slice(
    0,
    250,
  );
  return { from: settings.from, to: settings.to, replyTo: oneLine(e.email), subject, text: body, html };
}

/** How many findings the staff email lists: the ones that matter most (topFixes), the rest are in the report. */
const FINDINGS_IN_EMAIL = 5;

/** One finding as the salesperson reads it: what we found, how many addresses it affects, and the fix. */
function findingLine(f: Finding): string {
  // The crawl's sentences open with their count ("3 pages have ..."): it is added only where it is not already said.
  const count = f.total && !f.message.startsWith(`${f.total} `) ? ` (${plural(f.total, 'address', 'addresses')})` : '';
  return `${f.message}${count}${f.fix ? `\nFix: ${f.fix}` : ''}`;
}

/** The fixes the report gave ready to paste (src/audit/fixes/), by their titles: what staff can offer to put in place. */
const handedOver = (audit: Audit) =>
  audit.status === 'done'
    ? [...audit.findings.flatMap((f) => (f.paste ? [f.paste.title] : [])), ...(audit.ai?.llms.paste ? [audit.ai.llms.paste.title] : [])]
    : [];

/** The check of their website, for the salesperson: score, pages checked, the top findings, the report's link. */
function siteCheck(e: Enquiry, siteUrl: string): { heading: string; rows: Rows } | undefined {
  const audit = e.audit;
  if (!audit || audit.status === 'skipped') return undefined;
  const report = staffReportLink(siteUrl, audit.public_id);
  const rows: Rows = [];
  if (audit.status === 'done') {
    // Checks stored before the whole-site crawl have no page count.
    const pages = audit.pages ? ` (${plural(audit.pages, 'page', 'pages')} checked)` : '';
    rows.push(['Score', `${audit.score}/100${pages}`]);
    const notRead = notReadPhrase(audit.unread);
    if (notRead) rows.push(['Not read', `Checked ${plural(audit.pages, 'page', 'pages')}; ${notRead}.`]);
    for (const f of topFixes(audit.findings, FINDINGS_IN_EMAIL))
      rows.push([f.severity === 'problem' ? 'Problem' : 'To improve', findingLine(f)]);
  } else if (audit.status === 'failed') rows.push(['Result', audit.summary]);
  else rows.push(['Result', 'Still running when this email was sent; the report has it.']);
  const phone = phoneLine(audit);
  if (phone) rows.push(['On a phone', phone]);
  if (audit.ai) rows.push(['AI search', aiLine(audit.ai)]);
  if (audit.local) rows.push(['Local', localLine(audit.local)]);
  const fixes = handedOver(audit);
  if (fixes.length) rows.push(['Fixes handed over', `Ready to paste in the report: ${fixes.join('; ')}.`]);
  rows.push(['Report', report, report]);
  return { heading: 'Quick check of their website', rows };
}

/** "LCP 5.2 s (poor)": a lab figure with Google's verdict, "about" it with none when Lighthouse doubted it, or that it was not measured. */
function vital(metric: VitalMetric, value: number | null, uncertain: boolean): string {
  if (value === null) return `${metric} not measured`;
  if (uncertain) return `${metric} about ${formatVital(metric, value)}`;
  return `${metric} ${formatVital(metric, value)} (${BAND_STYLE[verdictOf(metric, value)].name.toLowerCase()})`;
}

/** The phone measurement of the start page in one line, or why there is none; nothing when no lab run was made. */
function phoneLine(audit: Audit): string | undefined {
  const lab = audit.lab;
  if (!lab) return audit.lab_started_at ? 'Still measuring when this email was sent; the report will have it.' : undefined;
  const home = lab.pages[0];
  // Our side's failure names what broke, for staff (the report says one sentence for all).
  if (!home)
    return `${lab.message ?? 'The browser measurement did not finish.'}${lab.failure ? ` (${OUR_FAILURE_WORDS[lab.failure]})` : ''}`;
  const scores = [
    home.performance === null ? '' : `performance ${home.performance}/100`,
    home.accessibility === null ? '' : `accessibility ${home.accessibility}/100`,
  ].filter(Boolean);
  const problems = home.accessibilityProblems.length;
  const a11y = problems ? `, ${plural(problems, 'accessibility problem', 'accessibility problems')}` : '';
  const cut = lab.status === 'timed-out' ? ' (the run timed out before every page was measured)' : '';
  const doubt = home.uncertain ? ' (uncertain: Lighthouse doubted this run, see the report)' : '';
  const u = Boolean(home.uncertain);
  return `${[vital('LCP', home.lcpMs, u), vital('CLS', home.cls, u), vital('TBT', home.tbtMs, u)].join(', ')}; ${scores.join(', ') || 'no scores'}${a11y}${cut}${doubt}`;
}

/** What broke on our side, for staff. */
const OUR_FAILURE_WORDS: Record<OurFailure, string> = {
  'browser-died': 'our side: Chromium died mid-run',
  stopped: 'our side: a process of the run was stopped',
  'too-slow': 'our side: the server was too slow for Lighthouse to measure',
  internal: 'our side: Lighthouse or the run broke',
  crashed: 'our side: the server crashed during the run twice',
};

/** The office hours with the zone in force at `at` ("AEDT" in summer), where the site's copy says AEST. */
function officeHoursAt(at: Date, timeZone: string): string {
  return site.officeHours.replace(/\bAEST\b/, zoneAbbreviation(at, timeZone));
}

export function acknowledgementEmail(e: Enquiry, from: string, timeZone: string, siteUrl: string, now = new Date()): MailMessage {
  const officeHours = officeHoursAt(now, timeZone);
  const report = e.audit && e.audit.status !== 'skipped' ? `${siteUrl}/audit/${e.audit.public_id}` : undefined;
  const reportText = report ? `We have also started a quick check of your website: ${report}\n\n` : '';
  const reportHtml = report
    ? `<p>We have also started a quick check of your website: <a href="${escapeHtml(report)}">see your free site check</a>.</p>`
    : '';
  const text = `Hi ${e.name},\n\nThanks for requesting a free SEO audit from ${site.name}. We have your details and will get back to you within ${site.replyWithin}.\n\n${reportText}If it's urgent, call us on ${site.phone.display} (${officeHours}).\n\n${site.name}\n${site.address.display}\n`;
  const html = `<p>Hi ${escapeHtml(e.name)},</p><p>Thanks for requesting a free SEO audit from ${escapeHtml(site.name)}. We have your details and will get back to you within ${escapeHtml(site.replyWithin)}.</p>${reportHtml}<p>If it's urgent, call us on ${escapeHtml(site.phone.display)} (${escapeHtml(officeHours)}).</p><p>${escapeHtml(site.name)}<br>${escapeHtml(site.address.display)}</p>`;
  return { from, to: oneLine(e.email), replyTo: site.email, subject: `We've received your SEO audit request`, text, html };
}
