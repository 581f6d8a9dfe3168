/**
 * The frame every staff command runs in (`export`, `report`, `outbox`, `backup`, `restore`, `forget`): its
 * options parsed once, `--help` answered, and every failure reported as one clear line with a
 * non-zero exit (2 for a usage mistake, 1 for anything else), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type DB } from '../../src/db/db.js';

/** A mistake in how the command was called: shown with the usage, exit code 2. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

export type Args = Record<string, string | boolean | undefined>;

export interface StaffCommand {
  /** One line: what to type. */
  usage: string;
  /** A few lines: what it does, each option. */
  help: string;
  options: Options;
  /** Takes arguments besides its options (`lead 42 --won 4800`); they reach `run` as `positionals`. */
  positionals?: boolean;
  run: (args: Args, context: { config: () => Config; openDb: (readonly: boolean) => DB; positionals: string[] }) => void | Promise<void>;
}

/** A date argument (YYYY-MM-DD), checked. */
export function dateArg(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new UsageError(`--${name} must be a date like 2025-08-05, not ${JSON.stringify(value)}`);
  return value;
}

export async function runStaffCommand(command: StaffCommand): Promise<void> {
  const fail = (message: string, code: number): never => {
    console.error(code === 2 ? `${message}\n${command.usage}` : message);
    process.exit(code);
  };
  let values: Args;
  let positionals: string[];
  try {
    const parsed = parseArgs({
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: command.positionals ?? false,
    });
    values = parsed.values as Args;
    positionals = parsed.positionals;
  } catch (err) {
    return fail((err as Error).message, 2);
  }
  if (values.help) {
    console.log(`${command.usage}\n\n${command.help}`);
    return;
  }
  const opened: DB[] = [];
  try {
    await command.run(values, {
      positionals,
      config: () => loadConfig(),
      openDb: (readonly) => {
        const db = openDatabase(loadConfig().DATABASE_PATH, { readonly });
        opened.push(db);
        return db;
      },
    });
  } catch (err) {
    if (err instanceof UsageError) fail(err.message, 2);
    if (err instanceof ConfigError) fail(err.message, 1);
    fail(`Failed: ${err instanceof Error ? err.message : String(err)}`, 1);
  } finally {
    for (const db of opened) if (db.open) db.close();
  }
}
