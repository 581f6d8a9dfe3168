/**
 * A chart's SVG (src/reports/charts.ts) as a PNG for email: Gmail and Outlook do not show inline SVG.
 * Rendered by @resvg/resvg-js (off the main thread) at twice the chart's size, so it stays sharp on
 * high-density screens, with Inter from a TTF file in node_modules (resvg cannot read the WOFF files
 * @fontsource ships); no system font is loaded, so the image is the same on every machine.
 */
import { createRequire } from 'node:module';
import type { Chart } from '../reports/svg.js';

/** Inter's regular and bold, resolved when the first chart is drawn. */
const fontFiles = () => ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((f) => createRequire(import.meta.url).resolve(`@expo-google-fonts/inter/${f}`));

/** The chart drawn as a PNG, `scale` times its SVG size. */
export async function chartPng(chart: Chart, scale = 2): Promise<Buffer> {
  // Native code, loaded with the first digest rather than at boot.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(chart.svg, {
    fitTo: { mode: 'width', value: chart.width * scale },
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
    logLevel: 'off',
  });
  return image.asPng();
}
