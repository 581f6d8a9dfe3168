/**
 * Why a fetch ended without a page, in the sentence the prospect reads in the report and staff read
 * in the email: one builder per cause, so fetch-page.ts says what happened and this file how it is
 * said. `host` is always the host as a sentence shows it (clipped); `code` is Node's or OpenSSL's
 * error code, never the peer's own text.
 */
import { clip } from '../../lib/clip.js';
import { byteSize, seconds } from '../../shared/words.js';

export type RefusalReason = 'refused-address' | 'dns' | 'connect' | 'tls' | 'protocol' | 'timeout' | 'redirects' | 'too-large' | 'bad-url';

/** Why a fetch ended without a page, in a sentence the prospect can read; `loop`: its redirects came back to an address already asked for. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly loop = false,
  ) {
    super(message);
  }
}

const CHECKED_PORTS = 'we only check websites on the standard ports (80 and 443)';
const WARNED = 'so browsers warn visitors away';

export const refused = {
  notAnAddress: () => new FetchRefused('bad-url', 'That does not look like a web address we can check.'),
  scheme: (protocol: string) => new FetchRefused('bad-url', `${protocol} addresses cannot be checked: only http and https.`),
  credentials: () => new FetchRefused('bad-url', 'Web addresses with a user name or password cannot be checked.'),
  port: (host: string) => new FetchRefused('refused-address', `${host} was not checked: ${CHECKED_PORTS}.`),
  privateAddress: (host: string) =>
    new FetchRefused(
      'refused-address',
      `${host} was not checked: it points to a private or reserved network address, not a public website.`,
    ),
  elsewhere: (host: string) =>
    new FetchRefused('refused-address', `${host} was not checked: the connection did not reach the public address we checked.`),
  noName: (host: string) =>
    new FetchRefused('dns', `We could not find ${host}: the name does not exist in DNS, or its DNS did not answer.`),
  noAddress: (host: string) => new FetchRefused('dns', `We could not find ${host}: its DNS gave no address.`),
  timeout: (host: string, ms: number) =>
    new FetchRefused('timeout', `We could not check ${host}: it did not answer within ${seconds(ms)}.`),
  tooLarge: (host: string, maxBytes: number) =>
    new FetchRefused('too-large', `${host} sent more than ${byteSize(maxBytes)}, more than any web page should be, so we stopped reading.`),
  cutShort: (host: string) => new FetchRefused('connect', `${host} closed the connection before its answer was complete.`),
  undecompressable: (host: string, detail: string) =>
    new FetchRefused('protocol', `${host} sent a compressed answer we could not decompress (${clip(detail, 80)}).`),
  upgrade: (host: string) =>
    new FetchRefused('protocol', `${host} answered by switching to another protocol (HTTP 101) instead of sending a web page.`),
  loop: (host: string, chain: string[]) =>
    new FetchRefused(
      'redirects',
      `${host} redirects in a loop (${chain.map((u) => clip(u, 100)).join(' → ')}), so visitors and search engines never reach a page.`,
      true,
    ),
  tooManyRedirects: (host: string, max: number) =>
    new FetchRefused(
      'redirects',
      `${host} redirects more than ${max} times in a row, so search engines may give up before reaching the page.`,
    ),
};

/** Why a request failed, in words for what happened (`err.code` is Node's or OpenSSL's). */
export function describe(err: Error & { code?: string }, host: string): FetchRefused {
  const code = err.code ?? '';
  const detail = `${code} ${err.message}`;
  if (/WRONG_VERSION_NUMBER|wrong version number|packet length too long|HTTP_REQUEST/i.test(detail))
    return new FetchRefused(
      'tls',
      `${host} does not speak HTTPS on that port: it answered in plain, unencrypted HTTP, so secure https:// links to the site do not open.`,
    );
  if (code === 'CERT_HAS_EXPIRED')
    return new FetchRefused('tls', `${host} has a security certificate problem: the certificate has expired, ${WARNED}.`);
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return new FetchRefused('tls', `${host} has a security certificate problem: the certificate is for another name, ${WARNED}.`);
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code))
    return new FetchRefused('tls', `${host} has a security certificate problem (${code}), ${WARNED}.`);
  if (/SSL|TLS|EPROTO/.test(code))
    return new FetchRefused(
      'tls',
      `${host} could not agree a secure (HTTPS) connection with us (${code}), so browsers are likely to fail too.`,
    );
  if (code === 'ECONNREFUSED') return new FetchRefused('connect', `We could not reach ${host}: it refused the connection.`);
  if (code === 'ECONNRESET' || /socket hang up/.test(err.message))
    return new FetchRefused('connect', `${host} closed the connection without sending a page.`);
  if (code.startsWith('HPE_'))
    return new FetchRefused(
      'protocol',
      `${host} answered with something that is not valid HTTP (${code}), so browsers cannot read it either.`,
    );
  return new FetchRefused('connect', `We could not reach ${host} (${code || clip(err.message, 80)}).`);
}
