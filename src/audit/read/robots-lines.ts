/**
 * robots.txt's lines as Google's open-source parser reads them (github.com/google/robotstxt,
 * robots.cc, Apache-2.0; ported to TypeScript, see THIRD_PARTY_NOTICES.md), in one pass with no
 * regular expression over the file:
 *
 * - a line ends at LF, CR or CRLF; a byte order mark is skipped only at the very start;
 * - a line is cut at 8 × 2083 bytes, then at its first `#`, then trimmed of ASCII white space only;
 * - `key: value`, or `key value` when the colon is missing and the line has exactly two words;
 * - keys by how they start, case ignored, with Google's accepted typos (`useragent`, `disalow` ...);
 * - Allow and Disallow values percent-encoded as Google does (escapePattern).
 *
 * Its test ports every case of Google's robots_test.cc (tests/unit/robots-google.test.ts).
 */

/** What a line is, by its key. `unknown` lines (Crawl-delay, Content-Signal ...) carry their key in `name`. */
export type RobotsKey = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'unknown';

export interface RobotsLine {
  /** Its number in the file, from 1 (a CRLF ends one line). */
  line: number;
  key: RobotsKey;
  /** The key as written, lowercased. */
  name: string;
  value: string;
}

/** Google's longest line: longer ones are cut (8 × the 2083 bytes browsers allow in an address, less its final NUL). */
const LINE_MAX_BYTES = 2083 * 8 - 1;

/** What absl::StripAsciiWhitespace strips (never U+FEFF or other Unicode spaces, unlike String.trim). */
export const ASCII_SPACE = new Set([' ', '\t', '\n', '\v', '\f', '\r']);

export function asciiTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && ASCII_SPACE.has(text[start] ?? '')) start++;
  while (end > start && ASCII_SPACE.has(text[end - 1] ?? '')) end--;
  return text.slice(start, end);
}

const startsWithAny = (key: string, prefixes: string[]) => prefixes.some((p) => key.startsWith(p));

/** The key's type, as Google's GetKeyType decides it (by prefix, typos accepted). */
function keyOf(name: string): RobotsKey {
  if (startsWithAny(name, ['user-agent', 'useragent', 'user agent'])) return 'user-agent';
  if (name.startsWith('allow')) return 'allow';
  if (startsWithAny(name, ['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'])) return 'disallow';
  if (startsWithAny(name, ['sitemap', 'site-map'])) return 'sitemap';
  return 'unknown';
}

const HEX = '0123456789ABCDEF';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/**
 * An Allow or Disallow value as Google compares it: bytes beyond ASCII percent-encoded (`/ツ` is
 * `/%E3%83%84`) and every `%xx` escape in capitals (`%aa` is `%AA`); nothing else changes.
 */
export function escapePattern(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] ?? '';
    if (c === '%' && isHex(value[i + 1]) && isHex(value[i + 2])) {
      out += `%${value.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (c.charCodeAt(0) > 0x7f) {
      // A whole code point (a surrogate pair together), as its UTF-8 bytes.
      const point = value.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(point);
      for (const byte of Buffer.from(char, 'utf8')) out += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
      i += char.length - 1;
    } else out += c;
  }
  return out;
}

/** A line longer than Google reads, cut to its first LINE_MAX_BYTES bytes. */
function capped(raw: string): string {
  if (raw.length <= LINE_MAX_BYTES / 3 || Buffer.byteLength(raw) <= LINE_MAX_BYTES) return raw;
  return Buffer.from(raw, 'utf8').subarray(0, LINE_MAX_BYTES).toString('utf8');
}

/** One line's key and value, or undefined for an empty line, a comment or a line Google does not read. */
function lineOf(line: number, raw: string): RobotsLine | undefined {
  const cut = capped(raw);
  const hash = cut.indexOf('#');
  const text = asciiTrim(hash === -1 ? cut : cut.slice(0, hash));
  if (!text) return undefined;
  let sep = text.indexOf(':');
  if (sep === -1) {
    // Google accepts white space for a forgotten colon, when the line is exactly two words ("disallow /").
    sep = 0;
    while (sep < text.length && text[sep] !== ' ' && text[sep] !== '\t') sep++;
    if (sep === text.length) return undefined;
    let value = sep;
    while (text[value] === ' ' || text[value] === '\t') value++;
    for (let i = value; i < text.length; i++) if (text[i] === ' ' || text[i] === '\t') return undefined;
  }
  const name = asciiTrim(text.slice(0, sep)).toLowerCase();
  if (!name) return undefined;
  const key = keyOf(name);
  const value = asciiTrim(text.slice(sep + 1));
  return { line, key, name, value: key === 'allow' || key === 'disallow' ? escapePattern(value) : value };
}

/**
 * Each line of robots.txt that has a key, in order. Linear: each line end is found once (the next
 * CR and the next LF are each searched for again only once passed).
 */
export function* robotsLines(body: string): Generator<RobotsLine> {
  // A byte order mark only at the start: U+FEFF, or the U+FFFD that a cut-short one decodes to.
  let start = body[0] === '\uFEFF' || body[0] === '\uFFFD' ? 1 : 0;
  let line = 0;
  let lastWasCr = false;
  let lf = body.indexOf('\n', start);
  let cr = body.indexOf('\r', start);
  for (;;) {
    if (lf !== -1 && lf < start) lf = body.indexOf('\n', start);
    if (cr !== -1 && cr < start) cr = body.indexOf('\r', start);
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (end === -1) {
      const last = lineOf(++line, body.slice(start));
      if (last) yield last;
      return;
    }
    const isLf = end === lf;
    // The LF of a CRLF ends no line of its own.
    if (!(end === start && lastWasCr && isLf)) {
      const read = lineOf(++line, body.slice(start, end));
      if (read) yield read;
    }
    lastWasCr = !isLf;
    start = end + 1;
  }
}

/**
 * The path, parameters and query of an address as Google's parser matches them (GetPathParamsQuery):
 * no scheme, host or fragment, always starting with "/" ("/" for an address with no path). The
 * address is taken as given: the crawler's come from the URL parser, already percent-encoded.
 */
export function robotsPath(url: string): string {
  const searchStart = url.startsWith('//') ? 2 : 0;
  const firstOf = (chars: string, from: number) => {
    for (let i = from; i < url.length; i++) if (chars.includes(url[i] ?? '')) return i;
    return -1;
  };
  const earlyPath = firstOf('/?;', searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath !== -1 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd === -1 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf('/?;', protocolEnd);
  if (pathStart === -1) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash !== -1 && hash < pathStart) return '/';
  const path = url.slice(pathStart, hash === -1 ? url.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}
