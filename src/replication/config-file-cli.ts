/**
 * Run by scripts/serve.sh (as dist/replication-config.js) before it starts the site under Litestream:
 * checks every setting as the server would (a bad one stops the start with one line naming it),
 * writes Litestream's configuration, and prints two lines: Litestream's binary, then the configuration.
 */
import { ConfigError, loadConfig } from '../config.js';
import { litestreamBinary, writeLitestreamConfig } from './litestream.js';

try {
  const config = loadConfig();
  const bin = litestreamBinary();
  if (!bin)
    throw new ConfigError(
      'Invalid setting REPLICA_URL: replication needs Litestream, which is not installed (the optional package @flydotio/litestream-linux-x64, Linux x64 only); run npm ci on a Linux x64 machine, or leave REPLICA_URL empty',
    );
  console.log(`${bin}\n${writeLitestreamConfig(config)}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
