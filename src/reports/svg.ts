/**
 * What every chart shares: the accessible <svg> frame (role="img", <title>, <desc>), text, scales,
 * the colour-blind-safe palette (Okabe and Ito) and the Core Web Vitals bands. Plain strings: the
 * same SVG is put in the HTML report and rendered to PNG for the digest (src/digest/png.ts), so
 * nothing here may depend on CSS or a browser.
 */
import { escapeHtml } from '../lib/html.js';
import { BAND_STYLE, VERDICTS } from '../shared/vitals.js';

type BandStyle = (typeof BAND_STYLE)[keyof typeof BAND_STYLE];

/** Okabe-Ito colours, distinguishable with every common colour-vision deficiency; never used for text. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#F0E442'] as const;
/** For whatever is grouped as "Other" and for spam. */
export const GREY = '#8a8f98';
/** Text and marks: #1f2937 on white is 14.7:1, #4b5563 is 7.6:1 (WCAG AA asks 4.5:1). */
export const INK = '#1f2937';
export const MUTED = '#4b5563';
export const GRID = '#d9dde3';
/** The three rating bands, as light tints behind the marks; each band is also named in text. */
export const BANDS = VERDICTS.map((v) => BAND_STYLE[v]) as [BandStyle, BandStyle, BandStyle];
export const BAND_OPACITY = 0.16;

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";

export interface ChartText {
  /** Unique in the document that shows it (ids of the title and description). */
  id: string;
  title: string;
  /** What the chart shows, in words, for screen readers (and as the PNG's alt text). */
  desc: string;
}

/** A drawn chart: its SVG and what it says. */
export interface Chart extends ChartText {
  svg: string;
  width: number;
  height: number;
}

export const esc = escapeHtml;

/** The frame: a white background, the title as visible heading text, and the accessible name. */
export function frame(text: ChartText, width: number, height: number, body: string): Chart {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${text.id}-title ${text.id}-desc" font-family="${esc(FONT)}">` +
    `<title id="${text.id}-title">${esc(text.title)}</title><desc id="${text.id}-desc">${esc(text.desc)}</desc>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<text x="16" y="26" font-size="16" font-weight="700" fill="${INK}">${esc(text.title)}</text>${body}</svg>`;
  return { ...text, svg, width, height };
}

type Anchor = 'start' | 'middle' | 'end';

/** One line of text; `size` in px, drawn in INK unless a fill is given. */
export function label(
  x: number,
  y: number,
  value: string,
  { size = 12, anchor = 'start' as Anchor, fill = MUTED, weight = 400 } = {},
): string {
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}" text-anchor="${anchor}" fill="${fill}"${weight !== 400 ? ` font-weight="${weight}"` : ''}>${esc(value)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(Math.max(0, w))}" height="${r(Math.max(0, h))}" fill="${fill}"${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke = GRID, width = 1): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

/** Coordinates to one decimal: shorter SVG, no visible difference. */
export const r = (n: number) => Math.round(n * 10) / 10;

/** A round top for an axis (1, 2, 2.5 or 5 times a power of ten) at or above `max`, and its ticks. */
export function niceScale(max: number, ticks = 4, integers = false): { top: number; steps: number[] } {
  if (!(max > 0)) return { top: 1, steps: [0, 1] };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw && (!integers || Number.isInteger(s))) ?? Math.ceil(raw);
  const top = Math.ceil(max / step - 1e-9) * step;
  const steps: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) steps.push(Math.round(v * 1e6) / 1e6);
  return { top, steps };
}

/** Text cut to `max` characters with an ellipsis (long page paths). */
export const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Swatches and names in rows across the chart, from (x, y); returns the svg and the height used. */
export function legend(
  items: { name: string; fill: string; pattern?: string }[],
  x: number,
  y: number,
  width: number,
): { svg: string; height: number } {
  let cx = x;
  let cy = y;
  let svg = '';
  for (const item of items) {
    const w = 18 + item.name.length * 6.6 + 18;
    if (cx + w > x + width && cx > x) {
      cx = x;
      cy += 20;
    }
    svg +=
      rect(cx, cy - 10, 12, 12, item.pattern ? `url(#${item.pattern})` : item.fill, item.pattern ? ` stroke="${item.fill}"` : '') +
      label(cx + 18, cy, item.name, { fill: INK });
    cx += w;
  }
  return { svg, height: cy - y + 20 };
}

/** Diagonal hatching, so spam reads as apart without relying on its colour. */
export function hatch(id: string, colour: string): string {
  return `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect width="6" height="6" fill="#ffffff"/><rect width="3" height="6" fill="${colour}"/></pattern></defs>`;
}
