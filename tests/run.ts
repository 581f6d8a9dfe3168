/**
 * Runs every *.test.ts under tests/ with uvu (React in production mode, as served), then prints
 * one closing line, "N passed, N failed", and exits non-zero on any failure.
 * `npm test -- unit` runs only files whose path matches "unit".
 */
import { spawnSync } from 'node:child_process';

const filter = process.argv[2] ?? '';
const pattern = filter ? `${filter}.*\\.test\\.ts$` : '\\.test\\.ts$';
// Plain output (the summary is parsed below). NODE_DISABLE_COLORS silences uvu's colours without
// tripping Node's warning about NO_COLOR and FORCE_COLOR both being set.
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NODE_DISABLE_COLORS: '1' };
delete env.NO_COLOR;
delete env.FORCE_COLOR;
const result = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'tests', pattern], {
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
  maxBuffer: 64 * 1024 * 1024,
});
const output = (result.stdout ?? '').replace(/\x1b\[[0-9;]*m/g, '');
process.stdout.write(output);
const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? 0);
const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? 0);
const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
const failed = total - passed - skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(result.status === 0 && failed === 0 && total > 0 ? 0 : 1);
