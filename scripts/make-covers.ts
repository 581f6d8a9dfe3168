/**
 * Draws the cover art for posts and case studies (1600×900 JPEG, in the brand's colours, naming the
 * piece's topic) into data/images/, where the build processes them like any photo
 * (src/images/). Run after adding a post or case study without a cover of its own; replace any file
 * with a real photograph of the same name at any time:
 *   npx tsx scripts/make-covers.ts
 */
import { writeFileSync, existsSync } from 'node:fs';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { loadPosts } from '../src/blog/posts.js';
import { tagLabel } from '../src/blog/paths.js';
import { caseStudies } from '../data/case-studies/index.js';
import { interFonts } from '../src/images/fonts.js';

const fonts = interFonts();
const el = (type: string, style: Record<string, unknown>, children?: unknown) => ({ type, props: { style, children } });
const palettes = [
  ['#e11d48', '#7c3aed'],
  ['#0ea5e9', '#6366f1'],
  ['#10b981', '#06b6d4'],
  ['#f59e0b', '#e11d48'],
];

async function draw(file: string, topic: string, index: number, force: boolean): Promise<void> {
  if (existsSync(file) && !force) return;
  const [a, b] = palettes[index % palettes.length]!;
  const tree = el(
    'div',
    {
      width: 1600,
      height: 900,
      display: 'flex',
      position: 'relative',
      background: '#0a0e1a',
      fontFamily: 'Inter',
      color: '#eef1f8',
      overflow: 'hidden',
    },
    [
      el('div', {
        position: 'absolute',
        left: -200,
        top: -300,
        width: 1100,
        height: 1100,
        borderRadius: 550,
        background: `radial-gradient(circle, ${a} 0%, transparent 65%)`,
        opacity: 0.55,
      }),
      el('div', {
        position: 'absolute',
        right: -250,
        bottom: -350,
        width: 1200,
        height: 1200,
        borderRadius: 600,
        background: `radial-gradient(circle, ${b} 0%, transparent 65%)`,
        opacity: 0.55,
      }),
      el(
        'div',
        {
          position: 'absolute',
          left: 120,
          top: 120,
          right: 120,
          bottom: 120,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          el(
            'div',
            { display: 'flex', fontSize: 40, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: '#fda4af' },
            topic,
          ),
          // The title is the page's own h1 right above: the cover only names the topic.
          el('div', { display: 'flex', width: 520, height: 12, borderRadius: 6, background: `linear-gradient(90deg, ${a}, ${b})` }),
        ],
      ),
    ],
  );
  const svg = await satori(tree as never, { width: 1600, height: 900, fonts });
  // JPEG: smooth gradients need no lossless file, and the repository stays small.
  writeFileSync(file, await sharp(new Resvg(svg).render().asPng()).jpeg({ quality: 88, mozjpeg: true }).toBuffer());
  console.log(`drew ${file}`);
}

const force = process.argv.includes('--force');
let i = 0;
for (const post of loadPosts()) await draw(`data/images/blog/${post.slug}.jpg`, tagLabel(post.tags[0]!), i++, force);
for (const study of caseStudies) await draw(`data/images/case-studies/${study.slug}.jpg`, study.industry, i++, force);
