/** Every indexable page names its own social card, and the build drew it: a 1200×630 PNG. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import { cardPath } from '../../src/social/cards.js';
import { startApp } from '../helpers.js';

const dist = process.env.DIST_DIR || 'dist';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const head = readFileSync(file).subarray(0, 24);
  assert.equal([...head.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${file} is a PNG`);
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

test('each page has its own 1200×630 card: og:image with width, height and alt; twitter summary_large_image', async () => {
  const server = await startApp();
  try {
    const seen = new Set<string>();
    for (const route of routes.filter((r) => !r.noindex)) {
      const doc = parse((await server.app.inject(route.path)).body);
      const meta = (p: string) => doc.querySelector(`meta[property="${p}"], meta[name="${p}"]`)?.getAttribute('content');
      assert.is(meta('og:image'), `${server.config.SITE_URL}${cardPath(route.path)}`, route.path);
      assert.equal([meta('og:image:width'), meta('og:image:height')], ['1200', '630']);
      assert.ok(meta('og:image:alt')?.length, `${route.path} alt`);
      assert.is(meta('twitter:card'), 'summary_large_image');
      assert.equal(pngSize(join(dist, 'public', cardPath(route.path))), [1200, 630], route.path);
      seen.add(
        readFileSync(join(dist, 'public', cardPath(route.path)))
          .toString('base64')
          .slice(200, 400),
      );
    }
    assert.ok(seen.size > routes.filter((r) => !r.noindex).length / 2, 'cards differ from page to page');
  } finally {
    await server.close();
  }
});

test.run();
