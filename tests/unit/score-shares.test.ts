/** The report's sentence on how the overall score is made gives each part's share, and the shares add up to 100 as a reader adds them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Finding } from '../../src/audit/findings/finding.js';
import { FINDING_TYPES } from '../../src/audit/findings/index.js';
import { groupShares } from '../../src/audit/findings/score.js';

const judged = (ids: string[]): Finding[] => ids.map((id) => ({ id, severity: 'passed', message: '', why: '' }));

test('every catalogue the check may judge: the parts add up to 100 per cent', () => {
  const all = FINDING_TYPES.map((t) => t.id);
  for (const ids of [all, all.filter((id) => !id.startsWith('nap-')), all.filter((_, i) => i % 3 !== 0), all.slice(0, 20)]) {
    const s = groupShares(judged(ids));
    assert.is(s.search + s.ai + s.local, 100, JSON.stringify(s));
  }
});

test('a part with no findings has no share', () => {
  const search = FINDING_TYPES.filter((t) => ['https', 'title', 'h1'].includes(t.id)).map((t) => t.id);
  assert.equal(groupShares(judged(search)), { search: 100, ai: 0, local: 0 });
});

test.run();
