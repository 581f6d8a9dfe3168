/**
 * Runs the test files named on the command line in this one process with uvu's own runner, one
 * summary for them all. tests/run.ts uses it for every file (a group of unit files shares one
 * process: their cost is mostly loading the app's modules, loaded once for a group instead of once a
 * file). When the runner names a TEST_TRACE_FILE, the test files get tests/uvu-traced.ts for 'uvu': each
 * test is named there as it starts, so a file that hangs or dies is reported with the test it was in.
 */
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { run } from 'uvu/run';

if (process.env.TEST_TRACE_FILE) {
  const traced = new URL('./uvu-traced.ts', import.meta.url).href;
  const testsDir = new URL('./', import.meta.url).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'uvu' &&
      context.parentURL?.startsWith(testsDir) &&
      context.parentURL !== traced &&
      !context.parentURL.includes('/node_modules/')
        ? next(traced, context)
        : next(specifier, context),
  });
}

await run(process.argv.slice(2).map((file) => ({ name: file, file: resolve(file) })));
