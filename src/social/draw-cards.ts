/**
 * Draws the social cards at build from each page's title and category in the brand's colours: satori
 * (layout to SVG, in Inter from src/images/fonts.ts) and @resvg/resvg-js (SVG to PNG). Each
 * card is cached by a hash of what it shows, so an unchanged page is not drawn again
 * (.cache/social-cards/). Build-time only: the server never loads these libraries.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { site } from '../../data/site.js';
import { interFonts } from '../images/fonts.js';
import { CARD_HEIGHT, CARD_WIDTH, cardPath, type CardText } from './cards.js';

const CACHE_DIR = '.cache/social-cards';
/** Bump when the drawing changes, so cached cards are drawn again (2: Inter from TTF files, not WOFF). */
const DESIGN_VERSION = 2;

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

function card({ title, category }: CardText): Node {
  const size = title.length > 70 ? 54 : title.length > 40 ? 64 : 76;
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: 'linear-gradient(135deg, #0a0e1a 0%, #1a1240 55%, #3b0d2c 100%)',
      color: '#eef1f8',
      fontFamily: 'Inter',
    },
    [
      el(
        'div',
        { display: 'flex', fontSize: 30, fontWeight: 700, color: '#fb7185', letterSpacing: 2, textTransform: 'uppercase' },
        category,
      ),
      el('div', { display: 'flex', fontSize: size, fontWeight: 700, lineHeight: 1.12 }, title),
      el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30, color: '#b0b9ce' }, [
        el('div', { display: 'flex', fontWeight: 700, color: '#eef1f8' }, site.name),
        el('div', { display: 'flex' }, `${site.address.locality} · ${site.phone.display}`),
      ]),
      el('div', { position: 'absolute', left: 0, right: 0, bottom: 0, height: 12, background: 'linear-gradient(90deg, #e11d48, #7c3aed)' }),
    ],
  );
}

/**
 * Writes a card for each page into `publicDir` (at cardPath), drawing only those whose text changed
 * since the last build. Returns how many were drawn and how many came from the cache.
 */
export async function writeCards(pages: CardText[], publicDir: string): Promise<{ drawn: number; cached: number }> {
  let fonts: ReturnType<typeof interFonts> | undefined;
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  mkdirSync(CACHE_DIR, { recursive: true });
  let drawn = 0;
  let cached = 0;
  for (const page of pages) {
    const key = createHash('sha256')
      .update(JSON.stringify([DESIGN_VERSION, page.title, page.category, site.name, site.phone.display, site.address.locality]))
      .digest('hex')
      .slice(0, 20);
    const cache = join(CACHE_DIR, `${key}.png`);
    if (existsSync(cache)) cached++;
    else {
      fonts ??= interFonts();
      const svg = await satori(card(page) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
      writeFileSync(cache, new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng());
      drawn++;
    }
    const target = join(publicDir, cardPath(page.path));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cache, target);
  }
  return { drawn, cached };
}
