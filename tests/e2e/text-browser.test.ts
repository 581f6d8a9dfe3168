/** The site in a text browser (lynx): links never run together. Skipped, and says so, without lynx. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { startServer } from '../helpers.js';

const hasLynx = spawnSync('lynx', ['-version']).status === 0;

(hasLynx ? test : test.skip)(`in lynx, adjacent links are separated by spaces${hasLynx ? '' : ' (skipped: lynx is not installed; apt-get install -y lynx)'}`, async () => {
  const server = await startServer();
  try {
    for (const path of ['/', '/strategy/seo']) {
      const dump = spawnSync('lynx', ['-dump', '-force_html', '-stdin'], { input: (await server.app.inject(path)).body, encoding: 'utf8' }).stdout;
      assert.match(dump, /\[\d+\]About \[\d+\]Enquire \[\d+\]Call \(03\) 5550 1234/, `${path}: the phone menu's last links apart`);
      assert.not.match(dump, /\]Enquire\S/, `${path}: "Enquire" runs into nothing`);
      assert.not.match(dump, /[a-z]\[\d+\][A-Z]/, `${path}: no link starts straight after a word`);
    }
  } finally {
    await server.close();
  }
});

test.run();
