/**
 * What a browser run may use, read from its own settings (src/config.ts, AUDIT_LAB_*) and nothing
 * else. The runner is built from these keys, named as the settings are, so the crawler's limits
 * (its `rules`: AUDIT_MAX_BYTES as `maxBytes`, 2 MiB) cannot be spread over the lab's (50 MB): the
 * compiler knows no `maxBytes` here to overwrite. Only the address rules and the connect timeout are
 * the crawler's too, read from the same settings.
 */
import type { Config } from '../../config.js';
import { allowedPairs } from '../../lib/address-pairs.js';
import type { AddressRules } from '../read/address-rules.js';

/** The settings a browser run reads. */
export type LabSettings = Readonly<
  Pick<
    Config,
    | 'AUDIT_LAB_BROWSER'
    | 'AUDIT_LAB_CONCURRENCY'
    | 'AUDIT_LAB_CORES'
    | 'AUDIT_LAB_MS'
    | 'AUDIT_LAB_MAX_BYTES'
    | 'AUDIT_LAB_MAX_UPLOAD_BYTES'
    | 'AUDIT_LAB_MEMORY_MB'
    | 'AUDIT_LAB_DISK_MB'
    | 'AUDIT_LAB_DIR'
    | 'AUDIT_TIMEOUT_MS'
    | 'AUDIT_ALLOW_PRIVATE'
    | 'AUDIT_ALLOW_ADDRESSES'
  >
>;

/** The settings as the runner uses them (bytes, parsed address pairs). */
export interface LabLimits {
  browser: string;
  concurrency: number;
  /** Cores all runs may use, the last of the server's; 0: every core. */
  cores: number;
  labMs: number;
  /** Bytes from sites per run. */
  maxBytes: number;
  /** Bytes the page may send per run. */
  maxUploadBytes: number;
  /** A run's memory, all its processes together, in bytes. */
  memoryBytes: number;
  /** A run's folder, in bytes. */
  diskBytes: number;
  /** Where runs' folders are made; empty: the system's temp folder. */
  dir: string;
  /** Connecting and an answer's headers. */
  timeoutMs: number;
  addresses: AddressRules;
}

/** The limits of a run from its settings. */
export function labLimits(settings: LabSettings): LabLimits {
  return {
    browser: settings.AUDIT_LAB_BROWSER,
    concurrency: settings.AUDIT_LAB_CONCURRENCY,
    cores: settings.AUDIT_LAB_CORES,
    labMs: settings.AUDIT_LAB_MS,
    maxBytes: settings.AUDIT_LAB_MAX_BYTES,
    maxUploadBytes: settings.AUDIT_LAB_MAX_UPLOAD_BYTES,
    memoryBytes: settings.AUDIT_LAB_MEMORY_MB * 1_048_576,
    diskBytes: settings.AUDIT_LAB_DISK_MB * 1_048_576,
    dir: settings.AUDIT_LAB_DIR,
    timeoutMs: settings.AUDIT_TIMEOUT_MS,
    addresses: { allowPrivate: settings.AUDIT_ALLOW_PRIVATE, allowAddresses: allowedPairs(settings.AUDIT_ALLOW_ADDRESSES).pairs },
  };
}
