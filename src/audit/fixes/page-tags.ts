/**
 * The home page's title and description at the length to aim for, shown against the text it has
 * now, and the tap-to-call link for the number its pages show as plain text. A title too long loses
 * whole parts at its own separators ("Brand | Service | Place"), those that cost the fewest of its
 * words, and the fix names them; a description too long is cut at the end of one of its sentences;
 * anything the check could not take from the page is a marked placeholder.
 */
import type { Evidence } from '../read/evidence.js';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../findings/descriptions.js';
import type { PasteFix } from '../findings/finding.js';
import { TITLE_MAX, TITLE_MIN } from '../findings/titles.js';
import { untappedPhones } from '../findings/local.js';
import { businessNameOf } from '../read/local-reading.js';
import { Parser } from 'htmlparser2';
import { escapeHtml } from '../../lib/html.js';
import type { Built } from './built.js';
import { fillIn, inWords, listed, pathOf } from '../../shared/words.js';

/** A title's words, as a search matches them: letters and digits, lower-cased. */
const wordsOf = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
/** Parts of a title tried in every combination, at most (2^PARTS_TRIED ways): a title has a few. */
const PARTS_TRIED = 10;

interface TitlePart {
  text: string;
  /** The separator before it, as written (" | "; none before the first). */
  separator: string;
}
/**
 * A title's parts at its separators: " | ", " - ", " – ", " — ", or a "|" however spaced ("Naples,
 * FL|TB Lashes"); a hyphen in a word ("Stoke-on-Trent") is none. Each part is parted again at its
 * commas where every piece is capitalised, a name and its places ("Sree Nandanam Ayurveda Hospital,
 * Attingal, Thiruvananthapuram").
 */
function titleParts(title: string): TitlePart[] {
  const parted = (separators: RegExp) => {
    const pieces = title.split(separators);
    return pieces.flatMap((text, i) => (i % 2 ? [] : [{ text: text.trim(), separator: pieces[i - 1] ?? '' }])).filter((p) => p.text);
  };
  // Commas part names and places, each capitalised; a phrase's list ("drains, hot water and gas") is not parts.
  const byCommas = (part: TitlePart): TitlePart[] => {
    const pieces = part.text.split(', ');
    return pieces.length > 1 && pieces.every((p) => /^[\p{Lu}\p{N}]/u.test(p))
      ? pieces.map((text, i) => ({ text, separator: i ? ', ' : part.separator }))
      : [part];
  };
  const parts = parted(/(\s[–—-]\s|\s*\|\s*)/);
  // A part is parted at its commas too ("Camino Real, Authentic Mexican Restaurant | Murfreesboro and Smyrna TN"), so the
  // name or what it offers can stay beside the place: at its separators alone, the place was kept with nothing else.
  return parts.length > 1 ? parts.flatMap(byCommas) : byCommas({ text: title.trim(), separator: '' });
}

/** What a shortened title or description must keep where it can: the business's name, and the places its pages and markup name. */
interface Keep {
  name?: string;
  places: Set<string>;
}

/** The business's name and its places (the towns and states of the addresses its pages show, and of its markup). */
function keepOf(e: Evidence): Keep {
  const facts = e.site?.pages.map((x) => x.fetched.facts) ?? [e.start.facts];
  const places = new Set<string>();
  for (const f of facts) {
    for (const a of f.addresses) for (const w of [a.suburb, a.state]) if (w) places.add(w.toLowerCase());
    for (const b of f.structuredData.businesses) for (const w of [b.address?.suburb, b.address?.state]) if (w) places.add(w.toLowerCase());
  }
  const name = businessNameOf(e, undefined);
  return { ...(name ? { name: name.toLowerCase() } : {}), places };
}

/** How many of the places text keeps, and whether it keeps the name. */
const placesKept = (text: string, keep: Keep) => [...keep.places].filter((p) => text.toLowerCase().includes(p)).length;
const nameKept = (text: string, keep: Keep) => (keep.name && text.toLowerCase().includes(keep.name) ? 1 : 0);
/** a before b, by their scores in order. */
const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
};

/**
 * The title shortened to fit `max` at its own separators (`titleParts`): of every way to leave
 * parts out, keeping the rest in order as written, the one that keeps the most of its words (then
 * its first parts: the order the site put them in), with the parts left out. Keeping only its first
 * parts dropped the service and the place after a long brand, against the title's own advice; a part
 * whose words the rest says too costs no word to leave out.
 */
function shortenedTitle(parts: TitlePart[], max: number, keep: Keep): { value: string; dropped: string[] } | undefined {
  if (parts.length < 2 || parts.length > PARTS_TRIED) return undefined;
  let best: { value: string; dropped: string[]; score: number[] } | undefined;
  // Every mask but the whole title (too long) and none, the first parts kept first: on a tie the earlier found stays.
  for (let mask = (1 << parts.length) - 2; mask > 0; mask--) {
    const left = parts.filter((_, i) => mask & (1 << (parts.length - 1 - i)));
    const value = left.map((p, i) => (i ? `${p.separator}${p.text}` : p.text)).join('');
    if (value.length > max || value.length < TITLE_MIN) continue;
    // Where the business is before any other words, then what it offers (the most words), then its name: search results
    // show a site's name beside its title, and the title finding asks for what you offer and where.
    const score = [placesKept(value, keep), wordsOf(value).size, nameKept(value, keep)];
    if (best && !better(score, best.score)) continue;
    best = { value, score, dropped: parts.filter((p) => !left.includes(p)).map((p) => p.text) };
  }
  return best && { value: best.value, dropped: best.dropped };
}

/** Brackets and quotes each closed: text cut where a sentence ended inside "(based in Dublin. )" is not. */
const balanced = (s: string) =>
  [...s].reduce((n, c) => n + Number(c === '(') - Number(c === ')'), 0) === 0 &&
  [...s].reduce((n, c) => n + Number(c === '[') - Number(c === ']'), 0) === 0 &&
  (s.match(/"/g)?.length ?? 0) % 2 === 0;

/**
 * The description's whole sentences that fit `max`, in their order, when they read as sentences (each
 * with words, brackets closed): of the ways to leave sentences out, the one that keeps the business's
 * places and name (`keep`), then the most of its text.
 */
function shortenedDescription(text: string, max: number, keep: Keep): string | undefined {
  const sentences = (text.match(/[^.!?]+[.!?]+["'”’)\]]*(\s|$)/g) ?? []).slice(0, SENTENCES_TRIED);
  // A "sentence" without a word (" )." after a full stop inside brackets) is broken text, not a sentence.
  if (sentences.some((s) => !/\p{L}{2}/u.test(s))) return undefined;
  let best: { value: string; score: number[] } | undefined;
  for (let mask = (1 << sentences.length) - 1; mask > 0; mask--) {
    const value = sentences
      .filter((_, i) => mask & (1 << (sentences.length - 1 - i)))
      .join('')
      .trim();
    if (value.length > max || value.length < DESCRIPTION_MIN || !balanced(value) || !/^[\p{L}\p{N}"'“‘(]/u.test(value)) continue;
    const score = [placesKept(value, keep), nameKept(value, keep), value.length];
    if (!best || better(score, best.score)) best = { value, score };
  }
  return best?.value;
}

/** Sentences of a description tried in every combination (2^8 at most). */
const SENTENCES_TRIED = 8;

const nowOf = (value: string, length: number) => `${value} (${length} characters)`;

/** The home page's <title>, at 15 to 60 characters: the site's own words, and what is left out of one too long said with why. */
export function titleFix(e: Evidence): Built {
  const t = e.start.facts.title;
  if (t && t.length >= TITLE_MIN && t.length <= TITLE_MAX) return undefined;
  const tooLong = t && t.length > TITLE_MAX;
  const parts = tooLong ? titleParts(t.value) : [];
  const shorter = shortenedTitle(parts, TITLE_MAX, keepOf(e));
  const value =
    shorter?.value ??
    (tooLong
      ? fillIn(`your title in ${TITLE_MAX} characters or fewer, most important words first`)
      : `${t ? `${t.value} ` : ''}${fillIn(`what you offer and where, to make ${TITLE_MIN} to ${TITLE_MAX} characters in all`)}`);
  const text = `<title>${escapeHtml(value)}</title>`;
  const left = shorter && listed(shorter.dropped.map((d) => `"${d}"`));
  const why = shorter
    ? ` This one is your own title as written, with ${left} left out so it fits: of the ways to shorten it at its separators, it keeps where you are, then the most of your words.`
    : tooLong && parts.length <= PARTS_TRIED
      ? parts.length < 2
        ? ' Your title has no separator (such as " | ") where it could be shortened and still read whole, so write it again from its own words, most important first.'
        : ` No part of your title, alone or with others, makes ${TITLE_MIN} to ${TITLE_MAX} characters, so write it again from its own words, most important first.`
      : '';
  return checkTag(text, 'title', 'text', value, {
    title: 'Your home page title, at a length that shows in full',
    where: `${t ? 'Replace the <title> in' : 'Add this <title> to'} your home page's <head> (in most site builders and SEO plugins, the "SEO title" field). Aim for ${TITLE_MIN} to ${TITLE_MAX} characters: search results cut longer titles off.${why}`,
    now: t ? nowOf(t.value, t.length) : 'No title',
  });
}

/** The home page's meta description, at 70 to 160 characters. */
export function descriptionFix(e: Evidence): Built {
  const d = e.start.facts.description;
  if (d && d.length >= DESCRIPTION_MIN && d.length <= DESCRIPTION_MAX) return undefined;
  const shorter = d && d.length > DESCRIPTION_MAX ? shortenedDescription(d.value, DESCRIPTION_MAX, keepOf(e)) : undefined;
  const value =
    shorter ??
    (d && d.length > DESCRIPTION_MAX
      ? fillIn(`your description in ${DESCRIPTION_MAX} characters or fewer`)
      : `${d ? `${d.value} ` : ''}${fillIn(
          `${d ? `${Math.max(1, DESCRIPTION_MIN - d.length)} to ${DESCRIPTION_MAX - d.length - 1} more characters` : `${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`}: what you offer, where, and why people choose you`,
        )}`);
  const text = `<meta name="description" content="${escapeHtml(value)}">`;
  return checkTag(text, 'meta', 'content', value, {
    title: 'Your home page description, at a length that persuades',
    where: `${
      e.start.facts.descriptions > 1
        ? `Your home page has ${inWords(e.start.facts.descriptions)} <meta name="description"> tags: replace them all with this one in`
        : d
          ? 'Replace the <meta name="description"> in'
          : 'Add this <meta name="description"> to'
    } your home page's <head> (the "meta description" field of most site builders and SEO plugins). Aim for ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters: shorter leaves Google to pick text from the page, longer is cut off.`,
    now: d ? nowOf(d.value, d.length) : 'No meta description',
  });
}

/** Numbers given a link, at most (a page keeps 8 numbers): a site shows one or two, a chain one a branch. */
const LINKS = 8;

/**
 * A tap-to-call link for each number the phone-not-tappable finding lists (most shown first), its
 * text as the pages write it, so it looks the same and its owner finds it: a number written two ways
 * is named both ways.
 */
export function telLinkFix(e: Evidence): Built {
  const numbers = new Map<string, { number: string; pages: number; written: Map<string, number>; inLinks: string[] }>();
  for (const { url, phones } of e.site ? untappedPhones(e.site) : [])
    for (const p of phones) {
      const seen = numbers.get(p.number) ?? { number: p.number, pages: 0, written: new Map<string, number>(), inLinks: [] };
      const written = p.written ?? p.display;
      seen.pages += 1;
      seen.written.set(written, (seen.written.get(written) ?? 0) + 1);
      if (p.inLink) seen.inLinks.push(pathOf(url));
      numbers.set(p.number, seen);
    }
  const untapped = numbers.size;
  const links = [...numbers.values()]
    .sort((a, b) => b.pages - a.pages)
    .slice(0, LINKS)
    .map((n) => {
      const forms = [...n.written].sort((a, b) => b[1] - a[1]).map(([w]) => w);
      return { ...n, text: forms[0] ?? '', forms };
    });
  const [first] = links;
  if (!first) return undefined;
  const on = (pages: number) => (pages === 1 ? 'on 1 page' : `on ${pages} pages`);
  // A number shown only inside links with no address is given no second link: those links are given its address.
  const asText = links.filter((l) => l.pages > l.inLinks.length);
  const shows = (l: (typeof links)[number]) => `${l.forms.join(' or ')} (${on(l.pages - l.inLinks.length)})`;
  const inLinks = links
    .filter((l) => l.inLinks.length)
    .map(
      (l) =>
        ` On ${listed(l.inLinks.slice(0, 3))}${l.inLinks.length > 3 ? ` and ${l.inLinks.length - 3} more` : ''}, ${l.text} is inside a link with no address (an <a> without href): give that link href="tel:${l.number}" rather than putting this one inside it, as a link inside a link is not allowed.`,
    )
    .join('');
  const fix = {
    title:
      links.length === 1
        ? `A tap-to-call link for ${first.text}`
        : links.length < untapped
          ? `Tap-to-call links for ${links.length} of your ${untapped} numbers, those shown most`
          : `Tap-to-call links for your ${links.length} numbers`,
    where: `${
      asText.length === 0
        ? `${inLinks.trim()} On a phone a tap then calls you.`
        : `${
            asText.length === 1
              ? `Wherever your pages show ${shows(asText[0] as (typeof links)[number])} as text, use ${links.length === 1 ? 'this link' : 'its link'} instead`
              : `Wherever your pages show one of these numbers as text, use its link instead: ${listed(asText.map(shows))}`
          }. It looks the same, and on a phone a tap calls you. Most sites show a number in their header and footer templates, so it is one change there.${inLinks}`
    }`,
  };
  const built = links.map((l) => checkTag(`<a href="tel:${l.number}">${escapeHtml(l.text)}</a>`, 'a', 'text', l.text, fix));
  const refused = built.find((b) => b && 'refused' in b);
  if (refused) return refused;
  if (links.length === 1) return built[0];
  return {
    ...(built[0] as PasteFix),
    text: built.map((b) => (b as PasteFix).text).join('\n'),
    checked: 'Checked before we offered them: each read back by an HTML parser (htmlparser2) as the one tag, its text whole.',
  };
}

/**
 * The tag checked before it is offered: read back by htmlparser2 (a parser that follows the HTML
 * standard's tokenizer), it is exactly one `tag` element and nothing else, whose text (or `content`)
 * is `value` as intended: no quote, `<` or `&` of the site's text can end it early or add an element.
 */
function checkTag(text: string, tag: string, part: 'text' | 'content', value: string, fix: Omit<PasteFix, 'text'>): Built {
  const tags: string[] = [];
  let read = '';
  new Parser(
    {
      onopentag: (name, attributes) => {
        tags.push(name);
        if (part === 'content') read = attributes.content ?? '';
      },
      ontext: (t) => {
        if (part === 'text') read += t;
      },
    },
    { decodeEntities: true },
  ).end(text);
  if (tags.join() !== tag || read !== value) return { refused: `${fix.title} did not read back as written, so we do not offer it.` };
  return {
    ...fix,
    text,
    checked: 'Checked before we offered it: read back by an HTML parser (htmlparser2) as the one tag, its text whole.',
  };
}
