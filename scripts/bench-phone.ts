/**
 * `npm run bench:phone [-- --base a9203dc --idle-runs 5 --busy-runs 3]`: the phone figures of
 * docs/development.md ("On a phone, as anyone measures it"), in two sittings of `npm run lighthouse`,
 * mobile preset with Lighthouse's own throttling (each sitting says so, or says how it differs):
 *
 * 1. idle: `/`, a service page, a post and a finished report, `--idle-runs` runs each (median and spread);
 * 2. one core kept busy, as a busier, slower phone would be: the first three beside the build of
 *    `--base` (a9203dc, the build before instant pages), runs alternating so the machine's speed of
 *    the moment falls on both sides.
 *
 * Each sitting prints the load average before and after. Nothing here is timed by the tests: run it
 * on a quiet machine, read the figures, and give their medians, spreads and load average.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'a9203dc' },
    'idle-runs': { type: 'string', default: '5' },
    'busy-runs': { type: 'string', default: '3' },
  },
});

const PAGES = ['/', '/strategy/seo', '/resources/blog/local-seo-for-trades'];
const REPORT = '/audit/:seeded';

/** One sitting of scripts/lighthouse.ts, its output printed as it comes; Ctrl-C reaches it too (same process group). */
function sitting(title: string, args: string[]): Promise<void> {
  console.log(`\n## ${title}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/lighthouse.ts', '--preset', 'mobile', ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`lighthouse.ts ended with ${signal ?? code}`))));
  });
}

await sitting(`Idle: ${[...PAGES, 'a finished report'].join(', ')}; ${values['idle-runs']} runs each`, [
  '--runs',
  values['idle-runs']!,
  '--pages',
  [...PAGES, REPORT].join(','),
]);
// `--busy-runs 0` leaves the busy-core sitting out (the idle one alone).
if (Number(values['busy-runs']) > 0)
  await sitting(`One core kept busy, beside ${values.base}; ${values['busy-runs']} runs each, alternating`, [
    '--busy',
    '--ab',
    values.base!,
    '--runs',
    values['busy-runs']!,
    '--pages',
    PAGES.join(','),
  ]);
