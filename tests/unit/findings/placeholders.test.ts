/**
 * A placeholder is a finding (issue 74): the plumber's fixes pasted as handed over, their
 * `[FILL IN: …]` left in, then checked again. Each place a placeholder went (the business markup,
 * the description, the llms.txt, and a robots.txt line) is a problem "pasted without being filled
 * in", never a pass, and the score does not rise. Before, the markup "had every property Google
 * requires and recommends" and the description moved to Fixed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasPlaceholder } from '../../../src/audit/read/placeholder.js';
import { fillIn } from '../../../src/shared/words.js';
import { checkFacts } from '../../facts.js';
import { initialFiles } from '../../fixtures/plumber-site.js';

const ORIGIN = 'http://northside-plumbing.com.au';
/** The plumber's site (plumber-site.ts) as it stands, judged from its facts, with its fixes and score. */
const check = async (files: ReturnType<typeof initialFiles>) =>
  (
    await checkFacts(Object.fromEntries([...files].map(([path, { type, body }]) => [path, { headers: { 'content-type': type }, body }])), {
      origin: ORIGIN,
    })
  ).result;

test('the mark the report writes is the mark the check reads', () => {
  assert.ok(hasPlaceholder(fillIn('your suburb')));
  assert.not.ok(hasPlaceholder('Fill in the form [and] call us'));
});

test('fixes pasted with their placeholders left in are problems, and the score does not rise', async () => {
  const files = initialFiles(ORIGIN);
  const first = await check(files);
  const paste = (id: string) => first.findings.find((f) => f.id === id)?.paste?.text ?? '';
  const markup = paste('local-business-markup');
  const description = paste('meta-description');
  assert.ok(hasPlaceholder(markup) && hasPlaceholder(description), 'both handed over with placeholders');
  const home = files.get('/');
  if (home)
    home.body = home.body
      .replace(/<script type="application\/ld\+json">.*?<\/script>/s, markup)
      .replace(/<meta name="description" content="[^"]*">/, description);
  files.set('/llms.txt', { type: 'text/plain', body: `# Northside Plumbing & Gas\n\n> ${fillIn('one sentence on what you do')}\n` });
  files.set('/robots.txt', { type: 'text/plain', body: `User-agent: *\nDisallow: ${fillIn('a folder to keep private')}\n` });

  const again = await check(files);
  const of = (id: string) => again.findings.find((f) => f.id === id);
  for (const id of ['local-business-markup', 'meta-description', 'llms-txt', 'robots']) {
    assert.is(of(id)?.severity, 'problem', `${id}: ${of(id)?.message}`);
    assert.match(of(id)?.message ?? '', 'pasted without being filled in');
  }
  assert.ok((again.score ?? 0) <= (first.score ?? 0), `score ${first.score} then ${again.score}`);
});

test.run();
