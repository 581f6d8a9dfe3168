/** The emails: to staff for each enquiry, and the optional acknowledgement to the visitor. */
import { site } from '../../data/site.js';
import type { EnquiryRow } from './repository.js';

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

export function staffEmail(e: EnquiryRow, from: string, to: string): MailMessage {
  const fields: [string, string][] = [
    ['Name', e.name],
    ['Email', e.email],
    ['Phone', e.phone],
    ['Website', e.website || '(not given)'],
    ['Goals', e.goals],
    ['Page', e.source_page || '/'],
    ['Received', e.created_at],
    ['Enquiry ID', String(e.id)],
  ];
  const text = `New free SEO audit request from the website.\n\n${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nReply to this email to answer ${e.name} directly.\n`;
  const rows = fields
    .map(([k, v]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${k}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join('');
  const html = `<p>New free SEO audit request from the website.</p><table>${rows}</table><p>Reply to this email to answer ${escapeHtml(e.name)} directly.</p>`;
  const subject = oneLine(`SEO audit request: ${e.name}${e.website ? ` (${e.website})` : ''}`).slice(0, 250);
  return { from, to, replyTo: oneLine(e.email), subject, text, html };
}

export function acknowledgementEmail(e: EnquiryRow, from: string): MailMessage {
  const text = `Hi ${e.name},\n\nThanks for requesting a free SEO audit from ${site.name}. We have your details and will get back to you within ${site.replyWithin}.\n\nIf it's urgent, call us on ${site.phone.display} (${site.officeHours}).\n\n${site.name}\n${site.address.display}\n`;
  const html = `<p>Hi ${escapeHtml(e.name)},</p><p>Thanks for requesting a free SEO audit from ${site.name}. We have your details and will get back to you within ${site.replyWithin}.</p><p>If it's urgent, call us on ${site.phone.display} (${site.officeHours}).</p><p>${site.name}<br>${site.address.display}</p>`;
  return { from, to: oneLine(e.email), replyTo: site.email, subject: `We've received your SEO audit request`, text, html };
}
