import { checkFacts } from '../tests/facts.js';
import { goodPage, goodSite } from '../tests/fixtures/site-table.js';
import { topFixes } from '../src/audit/findings/score.js';
const CF = { status: 403, headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge', server: 'cloudflare' }, body: '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body></body></html>' };
const base = () => goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About</a> <a href="/team">Team</a>' }), '/about': (o) => goodPage(o, '/about'), '/team': (o) => goodPage(o, '/team') });
const cases: Record<string, any> = {
  closed: { ...base(), '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' } },
  inner: { ...base(), '/about': CF, '/team': CF },
  robots: { ...base(), '/robots.txt': { ...CF, status: 503 } },
};
for (const name of process.argv.slice(2)) {
  const { result, findings } = await checkFacts(cases[name]);
  console.log('==', name, result.score, result.pages, result.ai?.verdict);
  for (const f of findings) console.log(f.severity.padEnd(12), f.id.padEnd(24), f.message.slice(0, 260), f.urls ?? '', f.severity !== 'passed' ? '| FIX: ' + f.fix : '');
  console.log('TOP', topFixes(findings).map((f) => f.id));
  console.log(JSON.stringify(result.coverage));
}
