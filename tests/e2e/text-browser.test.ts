/** The site in a text browser (lynx): links never run together. Skipped, and says so, without lynx. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { startServer } from '../helpers.js';

const hasLynx = spawnSync('lynx', ['-version']).status === 0;

(hasLynx ? test : test.skip)(
  `in lynx, the page's heading comes after one menu, and adjacent links are separated by spaces${hasLynx ? '' : ' (skipped: lynx is not installed; apt-get install -y lynx)'}`,
  async () => {
    const server = await startServer();
    try {
      for (const path of ['/', '/strategy/seo']) {
        const dump = spawnSync('lynx', ['-dump', '-force_html', '-stdin'], {
          input: (await server.app.inject(path)).body,
          encoding: 'utf8',
        }).stdout;
        const lines = dump.split('\n');
        const h1 = (await server.app.inject(path)).body.match(/<h1[^>]*>(.*?)<\/h1>/s)![1]!.replace(/<[^>]+>/g, '');
        const before = lines.findIndex((line) => line.includes(h1.slice(0, 15)));
        assert.ok(before > 0 && before < 130, `${path}: the h1 is on line ${before} (one menu before it, not two)`);
        assert.ok(
          lines.findIndex((line) => /\]Search \[\d+\]About/.test(line)) > before,
          `${path}: the phone menu comes after the content`,
        );
        assert.match(dump, /\[\d+\]About \[\d+\]Enquire \[\d+\]Call \(03\) 5550 1234/, `${path}: the phone menu's last links apart`);
        assert.not.match(dump, /\]Enquire\S/, `${path}: "Enquire" runs into nothing`);
        assert.not.match(dump, /[a-z]\[\d+\][A-Z]/, `${path}: no link starts straight after a word`);
      }
    } finally {
      await server.close();
    }
  },
);

test.run();
