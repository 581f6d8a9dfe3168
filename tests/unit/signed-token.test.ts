import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formTokens } from '../../src/enquiries/form-token.js';
import { checkToken, leadLinks } from '../../src/leads/lead-link.js';
import { signToken, verifiedStamp, type TokenScheme } from '../../src/lib/signed-token.js';

const test = suite('signed tokens (src/lib/signed-token.ts)');

const NOW = 1_700_000_000_000;

// Made by the two schemes before they shared src/lib/signed-token.ts: the same secret and time give the same
// token, so lead links in emails already sent keep working, and a form token issued before a deploy still counts.
test('the form token and the lead links are the same strings they were before the shared helper', () => {
  assert.is(formTokens('test-secret', 2000).issue(NOW), '1700000000000.hbU2bDZcT5Mp0enUjcEEAi');
  const links = leadLinks('lead-secret', 'https://www.laserfocus.example', 42, 14, NOW);
  assert.is(links.won, 'https://www.laserfocus.example/lead/42/won?token=1701209600.Y8JJlpY8E0FBP_RhWR0IO5hyEofkFFwUQNCUapOcgsg');
  assert.is(links.lost, 'https://www.laserfocus.example/lead/42/lost?token=1701209600.CxnVFHGi70hevKKn9S5GOWOkERriQzHxg2kTl1nTS4s');
});

test('a lead link sent before the change is still accepted, and only for its own lead and action', () => {
  const token = '1701209600.Y8JJlpY8E0FBP_RhWR0IO5hyEofkFFwUQNCUapOcgsg';
  assert.is(checkToken('lead-secret', 42, 'won', token, NOW), 'ok');
  assert.is(checkToken('lead-secret', 42, 'lost', token, NOW), 'invalid');
  assert.is(checkToken('lead-secret', 43, 'won', token, NOW), 'invalid');
  assert.is(checkToken('another-secret', 42, 'won', token, NOW), 'invalid');
  assert.is(checkToken('lead-secret', 42, 'won', token, 1_701_209_600_000), 'expired');
});

test('a token is bound to its key, its purpose and its stamp', () => {
  const scheme: TokenScheme = { purpose: 'test:', signatureLength: 43, stampDigits: [1, 12] };
  const token = signToken('key', scheme, 12345);
  assert.is(verifiedStamp('key', scheme, token), 12345);
  assert.is(verifiedStamp('other-key', scheme, token), undefined);
  assert.is(verifiedStamp('key', { ...scheme, purpose: 'other:' }, token), undefined);
  assert.is(verifiedStamp('key', scheme, token.replace('12345.', '12346.')), undefined);
  // The digits are signed as written: a leading zero is another stamp.
  assert.is(verifiedStamp('key', scheme, `0${token}`), undefined);
  assert.is(verifiedStamp('key', scheme, `${token}.extra`), undefined);
  assert.is(verifiedStamp('key', scheme, ''), undefined);
});

test('a stamp with too few or too many digits, or a cut signature, is refused', () => {
  const scheme: TokenScheme = { purpose: '', signatureLength: 22, stampDigits: [10, 16] };
  assert.is(verifiedStamp('key', scheme, signToken('key', scheme, 123)), undefined);
  const token = signToken('key', scheme, NOW);
  assert.is(verifiedStamp('key', scheme, token), NOW);
  assert.is(verifiedStamp('key', scheme, token.slice(0, -1)), undefined);
});

test.run();
