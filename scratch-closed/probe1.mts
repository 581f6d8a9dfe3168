import { checkFacts } from '../tests/facts.js';
import { goodPage, goodSite } from '../tests/fixtures/site-table.js';
import { topFixes } from '../src/audit/findings/score.js';
const routes = { ...goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About</a>' }), '/about': (o) => goodPage(o, '/about') }),
  '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' } };
const { result, findings } = await checkFacts(routes);
for (const f of findings) console.log(f.severity.padEnd(12), f.id.padEnd(24), f.message.slice(0, 150), '| FIX:', (f.fix ?? '').slice(0, 60));
console.log('TOP', topFixes(findings).map((f) => f.id + ': ' + f.message.slice(0, 80)));
console.log(result.score, result.pages, result.ai?.verdict);
