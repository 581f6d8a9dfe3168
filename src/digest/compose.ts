/**
 * The weekly digest email: a subject with the week's count against the week before, an HTML part
 * laid out with tables and inline styles (what Gmail and Outlook show), its charts as PNG images
 * attached by cid (never a remote image), and a plain-text part with the same tables. Only
 * channels, campaigns, pages and counts: never a visitor's name, email, phone or message.
 */
import { site } from '../../data/site.js';
import { escapeHtml } from '../lib/html.js';
import { addDays, shortDate } from '../time/local-time.js';
import {
  conversionSection,
  weeklyEnquiriesSection,
  weeklyVitalsSection,
  weeksBetween,
  wonByChannelSection,
} from '../reports/chart-sections.js';
import { winRate } from '../reports/customers.js';
import { htmlTable } from '../reports/html-table.js';
import { textTable, type ReportTable } from '../reports/table.js';
import type { Chart } from '../reports/svg.js';
import {
  CHART_WEEKS,
  campaignTable,
  channelTable,
  deliveryTable,
  landingTable,
  replicationTable,
  slowPagesTable,
  wonTables,
  type DigestFigures,
} from './figures.js';
import { chartPng } from './png.js';
import type { DigestMessage } from './store.js';
import { THROUGH_AGENT } from '../enquiries/mail.js';

interface Block {
  heading: string;
  /** Sentences before the charts. */
  lead: string[];
  charts: Chart[];
  /** The charts' numbers: in the text part, where there are no images. */
  chartTables: ReportTable[];
  tables: ReportTable[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The week in words: "28 Sep to 4 Oct 2026". */
export const weekLabel = (week: string) => `${shortDate(week)} to ${shortDate(addDays(week, 6), true)}`;

function blocks(f: DigestFigures, maxRows: number): Block[] {
  const now = f.thisWeek.enquiries.totals;
  const before = f.weekBefore.enquiries.totals;
  const weeks = weeksBetween(addDays(f.week, -7 * (CHART_WEEKS - 1)), f.week);
  const enquiryChart = weeklyEnquiriesSection('enquiries-week', weeks, f.history.enquiries.weeks);
  const conversion = conversionSection('conversion', f.thisWeek.field.pages, maxRows);
  const vitals = weeklyVitalsSection('vitals-week', weeks, f.history.field.weeks);
  const trend =
    now.enquiries === before.enquiries
      ? 'the same as the week before'
      : `${now.enquiries > before.enquiries ? 'up' : 'down'} from ${before.enquiries} the week before`;
  const visits = f.thisWeek.field.pages.reduce((n, p) => n + p.visits, 0);
  return [
    {
      heading: 'Enquiries',
      lead: [
        `${plural(now.enquiries, 'enquiry', 'enquiries')} this week, ${trend}. ${now.spam ? `${plural(now.spam, 'spam message')} kept apart and not counted.` : 'No spam.'}`,
        // Beside the channels below, which say where each visit came from.
        ...(now.agent
          ? [
              `${now.agent === now.enquiries ? (now.agent === 1 ? 'It was' : 'All were') : `${now.agent} of them ${now.agent === 1 ? 'was' : 'were'}`} sent through ${THROUGH_AGENT}.`,
            ]
          : []),
      ],
      charts: enquiryChart.charts,
      chartTables: [enquiryChart.table],
      tables: [channelTable(f, maxRows), campaignTable(f, maxRows)],
    },
    customersBlock(f, maxRows),
    {
      heading: 'Landing pages',
      lead: [visits ? `${plural(visits, 'visit')} measured this week.` : 'No visits were measured this week.'],
      charts: conversion.charts,
      chartTables: [],
      tables: [landingTable(f, maxRows)],
    },
    {
      heading: 'Page speed for real visitors',
      lead: [`Site-wide 75th percentile per week, for the ${CHART_WEEKS} weeks to this one.`],
      charts: vitals.charts,
      chartTables: [vitals.table],
      tables: [slowPagesTable(f, maxRows)],
    },
    prospectsBlock(f),
    { heading: 'Deliveries', lead: [], charts: [], chartTables: [], tables: [deliveryTable(f), replicationTable(f)] },
  ];
}

/** How the week's prospects' own home pages did on a phone in the site check: a poor LCP is a sales conversation. */
function prospectsBlock(f: DigestFigures): Block {
  const { measured, vitals } = f.thisWeek.prospects;
  const poor = vitals.LCP.poor;
  const before = f.weekBefore.prospects.vitals.LCP.poor;
  return {
    heading: "Prospects' sites on a phone",
    lead: [
      measured
        ? `${plural(poor, 'prospect')} of ${measured} measured this week ${poor === 1 ? 'has' : 'have'} a poor LCP (over 4 s on a phone: their main content is slow to show), against ${before} the week before.`
        : "No prospect's home page was measured on a phone this week.",
      f.thisWeek.prospects.rechecks
        ? `${plural(f.thisWeek.prospects.recheckedReports, 'prospect')} checked their site again this week (${plural(f.thisWeek.prospects.rechecks, 're-check')}), against ${f.weekBefore.prospects.rechecks} re-checks the week before: each is a prospect acting on our advice.`
        : 'No prospect checked their site again this week.',
      f.thisWeek.prospects.competitors
        ? `${plural(f.thisWeek.prospects.comparedReports, 'prospect')} compared their site with competitors this week (${plural(f.thisWeek.prospects.competitors, 'competitor')}), against ${f.weekBefore.prospects.competitors} the week before: each tells us who they are up against.`
        : 'No prospect compared their site with a competitor this week.',
    ],
    charts: [],
    chartTables: [],
    tables: [],
  };
}

/** Clients, not only enquiries: leads won this week, and what became of the enquiries of the last CHART_WEEKS weeks by channel. */
function customersBlock(f: DigestFigures, maxRows: number): Block {
  const { wonThisWeek: won, history } = f.customers;
  const byChannel = wonByChannelSection('won-channel', history, maxRows);
  const days = won.totals.medianDaysToWon === null ? '' : ` A median of ${won.totals.medianDaysToWon} days from enquiry to won.`;
  const money = `$${Math.round(won.totals.revenueCents / 100).toLocaleString('en-AU')}`;
  const thisWeek = won.totals.won
    ? `${plural(won.totals.won, 'lead')} marked as won this week, worth ${money} in all.${days}`
    : 'No lead was marked as won this week.';
  const cohort = `Of the ${plural(history.totals.enquiries, 'enquiry', 'enquiries')} received in the ${CHART_WEEKS} weeks to this one, ${history.totals.won} became ${history.totals.won === 1 ? 'a client' : 'clients'} so far (${winRate(history.totals)}).`;
  return {
    heading: 'Customers',
    lead: [thisWeek, cohort],
    charts: byChannel.charts,
    chartTables: [],
    tables: [byChannel.table, ...wonTables(f, maxRows)],
  };
}

/** The Content-ID a chart's image is attached under. */
const cidOf = (c: Chart) => `${c.id}@digest`;

const P = 'margin:0 0 12px;font-size:15px;line-height:1.5;color:#1f2937';

function htmlPart(title: string, intro: string, parts: Block[]): string {
  const section = (b: Block) =>
    `<h2 style="margin:28px 0 8px;font-size:19px;color:#111827">${escapeHtml(b.heading)}</h2>` +
    b.lead.map((l) => `<p style="${P}">${escapeHtml(l)}</p>`).join('') +
    b.charts
      .map(
        (c) =>
          `<img src="cid:${cidOf(c)}" width="600" alt="${escapeHtml(c.desc)}" style="display:block;width:100%;max-width:600px;height:auto;margin:0 0 12px;border:1px solid #e5e7eb">`,
      )
      .join('') +
    b.tables.map((t) => htmlTable(t, { inline: true, empty: 'None this week.' })).join('');
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="640" cellpadding="0" cellspacing="0" style="width:100%;max-width:640px;background:#ffffff;border:1px solid #e5e7eb"><tr><td style="padding:24px 20px;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<h1 style="margin:0 0 6px;font-size:22px;color:#111827">${escapeHtml(title)}</h1>
<p style="${P}">${escapeHtml(intro)}</p>
${parts.map(section).join('\n')}
<p style="margin:28px 0 0;font-size:13px;color:#4b5563">Sent by the ${escapeHtml(site.name)} website. The full report: npm run report -- --format html --out report.html. DIGEST_SCHEDULE and DIGEST_TO set when and to whom this goes.</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
}

function textPart(title: string, intro: string, parts: Block[]): string {
  const section = (b: Block) =>
    [`${b.heading.toUpperCase()}`, ...b.lead, ...[...b.chartTables, ...b.tables].map((t) => textTable(t, Infinity))].join('\n\n');
  return `${title}\n\n${intro}\n\n${parts.map(section).join('\n\n\n')}\n\n--\nSent by the ${site.name} website. Full report: npm run report -- --format html --out report.html\n`;
}

/** The digest's subject, both parts and chart images, from its figures. */
export async function composeDigest(f: DigestFigures, maxRows: number): Promise<DigestMessage> {
  const parts = blocks(f, maxRows);
  const n = f.thisWeek.enquiries.totals.enquiries;
  const title = `${site.name} weekly digest: ${weekLabel(f.week)}`;
  const subject = `Weekly digest, ${weekLabel(f.week)}: ${plural(n, 'enquiry', 'enquiries')} (${f.weekBefore.enquiries.totals.enquiries} the week before)`;
  const intro = `The week from Monday ${shortDate(f.week, true)} to Sunday ${shortDate(addDays(f.week, 6), true)}, compared with the week before.`;
  const charts = parts.flatMap((b) => b.charts);
  const images = await Promise.all(charts.map(async (c) => ({ cid: cidOf(c), filename: `${c.id}.png`, png: await chartPng(c) })));
  return { subject, text: textPart(title, intro, parts), html: htmlPart(title, intro, parts), images };
}
