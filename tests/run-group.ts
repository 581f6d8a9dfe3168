/**
 * Runs the test files named on the command line in this one process with uvu's own runner, one
 * summary for them all. tests/run.ts uses it for the unit files, whose cost is mostly loading the
 * app's modules: loaded once for a group instead of once a file.
 */
import { resolve } from 'node:path';
import { run } from 'uvu/run';

await run(process.argv.slice(2).map((file) => ({ name: file, file: resolve(file) })));
