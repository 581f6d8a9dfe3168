/**
 * A chart's SVG (src/reports/charts.ts) as a PNG for email: Gmail and Outlook do not show inline SVG.
 * Rendered by @resvg/resvg-js (off the main thread) at twice the chart's size, so it stays sharp on
 * high-density screens, in Inter's TTF files (src/images/fonts.ts, the font of the social cards too);
 * no system font is loaded, so the image is the same on every machine.
 */
import { interFontFiles } from '../images/fonts.js';
import type { Chart } from '../reports/svg.js';

/** The chart drawn as a PNG, `scale` times its SVG size. */
export async function chartPng(chart: Chart, scale = 2): Promise<Buffer> {
  // Native code, loaded with the first digest rather than at boot.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(chart.svg, {
    fitTo: { mode: 'width', value: chart.width * scale },
    font: { fontFiles: interFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
    logLevel: 'off',
  });
  return image.asPng();
}
