/**
 * uvu as the test files import it, with each suite's hooks and tests named as they start in the
 * file TEST_TRACE_FILE, one line each (the time, then the name), so that tests/run.ts can say which
 * test a file was in when it hung or died. tests/run-group.ts hands this module to the test files in
 * place of 'uvu' when the runner names that file; the files themselves import 'uvu' as usual. Only uvu's public API:
 * hooks, and the context's `__suite__` and `__test__` they are given.
 */
import { appendFileSync } from 'node:fs';
import * as uvu from 'uvu';

const file = process.env.TEST_TRACE_FILE ?? '';

/** Adds one line to the trace; a trace that cannot be written is no test's failure. */
function trace(name: string): void {
  try {
    appendFileSync(file, `${Date.now()} ${name.replace(/\s+/g, ' ')}\n`);
  } catch {
    // The runner's folder is gone.
  }
}

const named = (ctx: { __suite__: string }) => (ctx.__suite__ ? `${ctx.__suite__} › ` : '');

/** Adds the tracing hooks to a suite; they run before its own (registered first), so a hook of its own that hangs is named too. */
function traced(s: uvu.Test): uvu.Test {
  const hooks = () => {
    s.before((ctx) => trace(`${named(ctx)}(before hook)`));
    s.before.each((ctx) => trace(`${named(ctx)}${ctx.__test__}`));
    s.after((ctx) => trace(`${named(ctx)}(after hook)`));
  };
  hooks();
  const run = s.run;
  // uvu empties a suite's hooks when it is queued to run; the shared default suite is used again by
  // the next file of a group.
  s.run = () => {
    run();
    hooks();
  };
  return s;
}

export const suite = (name?: string, state?: Record<string, unknown>): uvu.Test => traced(uvu.suite(name, state));
export const test = suite();
