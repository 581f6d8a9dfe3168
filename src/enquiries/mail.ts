/** The emails: to staff for each enquiry (with where it came from), and the optional acknowledgement to the visitor. */
import { site } from '../../data/site.js';
import type { Enquiry, TouchRow } from './repository.js';
import { formatLocalTime } from './local-time.js';
import { ATTRIBUTION_PARAMS } from '../shared/attribution.js';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// Header values must stay on one line.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

type Rows = [label: string, value: string][];

function table(rows: Rows): string {
  return `<table>${rows
    .map(([k, v]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
}

const text = (rows: Rows) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');

/** The landing page as it was visited: path plus the kept campaign tags and click ids. */
function landingPage(t: TouchRow): string {
  const params = ATTRIBUTION_PARAMS.filter((p) => t[p]).map((p) => [p, t[p]]);
  return params.length ? `${t.landing_path}?${new URLSearchParams(params).toString()}` : t.landing_path;
}

function touchRows(t: TouchRow, timeZone: string): Rows {
  const rows: Rows = [
    ['Channel', t.channel],
    ['Source / medium', `${t.source} / ${t.medium}`],
  ];
  if (t.utm_campaign) rows.push(['Campaign', t.utm_campaign]);
  rows.push(['Landing page', landingPage(t)]);
  if (t.referrer) rows.push(['Referrer', t.referrer]);
  rows.push(['When', formatLocalTime(t.occurred_at, timeZone)]);
  return rows;
}

/** True when two touches describe different arrivals (worth showing both). */
const differs = (a: TouchRow, b: TouchRow) => a.occurred_at !== b.occurred_at || a.landing_path !== b.landing_path || a.channel !== b.channel;

/** "How they found us": the visit that brought the enquiry, and the first visit when it was another. */
function foundUs(e: Enquiry, timeZone: string): { heading: string; rows: Rows }[] {
  const blocks: { heading: string; rows: Rows }[] = [];
  const latest = e.last ?? e.first;
  if (!latest) return [{ heading: 'How they found us', rows: [['Channel', 'Unknown (no attribution recorded)']] }];
  const visit = touchRows(latest, timeZone);
  if (e.pages_viewed) visit.push(['Pages viewed', String(e.pages_viewed)]);
  if (e.attribution_via === 'referer') visit.push(['Recorded from', 'the page the form was sent from (no JavaScript)']);
  blocks.push({ heading: 'How they found us', rows: visit });
  if (e.first && e.last && differs(e.first, e.last)) blocks.push({ heading: 'First visit', rows: touchRows(e.first, timeZone) });
  return blocks;
}

export function staffEmail(e: Enquiry, from: string, to: string, timeZone: string): MailMessage {
  const fields: Rows = [
    ['Name', e.name],
    ['Email', e.email],
    ['Phone', e.phone],
    ['Website', e.website || '(not given)'],
    ['Goals', e.goals],
    ['Page', e.source_page || '/'],
    ['Received', formatLocalTime(e.created_at, timeZone)],
    ['Enquiry ID', String(e.id)],
  ];
  const found = foundUs(e, timeZone);
  const intro = 'New free SEO audit request from the website.';
  const body = `${intro}\n\n${text(fields)}\n\n${found.map((b) => `${b.heading}\n${text(b.rows)}`).join('\n\n')}\n\nReply to this email to answer ${e.name} directly.\n`;
  const html = `<p>${intro}</p>${table(fields)}${found.map((b) => `<h3>${escapeHtml(b.heading)}</h3>${table(b.rows)}`).join('')}<p>Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;
  const subject = oneLine(`SEO audit request: ${e.name}${e.website ? ` (${e.website})` : ''}`).slice(0, 250);
  return { from, to, replyTo: oneLine(e.email), subject, text: body, html };
}

export function acknowledgementEmail(e: Enquiry, from: string): MailMessage {
  const text = `Hi ${e.name},\n\nThanks for requesting a free SEO audit from ${site.name}. We have your details and will get back to you within ${site.replyWithin}.\n\nIf it's urgent, call us on ${site.phone.display} (${site.officeHours}).\n\n${site.name}\n${site.address.display}\n`;
  const html = `<p>Hi ${escapeHtml(e.name)},</p><p>Thanks for requesting a free SEO audit from ${escapeHtml(site.name)}. We have your details and will get back to you within ${escapeHtml(site.replyWithin)}.</p><p>If it's urgent, call us on ${escapeHtml(site.phone.display)} (${escapeHtml(site.officeHours)}).</p><p>${escapeHtml(site.name)}<br>${escapeHtml(site.address.display)}</p>`;
  return { from, to: oneLine(e.email), replyTo: site.email, subject: `We've received your SEO audit request`, text, html };
}
