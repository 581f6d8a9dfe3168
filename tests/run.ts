/**
 * Runs every *.test.ts under tests/ with uvu (React in production mode, as served), then prints
 * one closing line, "N passed, N failed", and exits non-zero on any failure. When uvu itself dies
 * before printing its summary (a crash, a signal, an unhandled rejection), it says so instead.
 * `npm test -- unit` runs only files whose path matches "unit".
 */
import { spawnSync } from 'node:child_process';

const filter = process.argv[2] ?? '';
const pattern = filter ? `${filter}.*\\.test\\.ts$` : '\\.test\\.ts$';
// The free site check fetches the website named in an enquiry; tests of everything else must not
// depend on the internet's DNS, so it is off unless a test turns it on (tests/unit/audit.test.ts).
// The weekly digest too: a run that crosses its scheduled minute would otherwise add an email to
// tests that count them (tests/unit/digest.test.ts turns it on with a clock of its own).
// The finding families' test sites serve HTTPS with tests/fixtures/tls, trusted here only (tests/fixtures/finding-site.ts).
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  AUDIT_ENABLED: 'false',
  DIGEST_SCHEDULE: 'off',
  NODE_EXTRA_CA_CERTS: 'tests/fixtures/tls/cert.pem',
};
const result = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'tests', pattern], {
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 64 * 1024 * 1024,
});
// Colour codes stripped, so the log reads cleanly and the summary below parses.
const output = (result.stdout ?? '').replace(/\x1b\[[0-9;]*m/g, '');
process.stdout.write(output);
const summary = /Total:\s+(\d+)/.exec(output);
if (result.error || result.signal || !summary) {
  const how = result.error ? `error: ${result.error.message}` : result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
  console.log(`\ntest runner crashed before its summary (${how}): see the output above`);
  process.exit(1);
}
const total = Number(summary[1]);
const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
const failed = total - passed - skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(result.status === 0 && failed === 0 && total > 0 ? 0 : 1);
