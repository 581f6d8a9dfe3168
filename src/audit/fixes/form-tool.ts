/**
 * The site's own form declared as a tool for the agents that browse for people (WebMCP), for the form
 * that declares none with the most fields of the pages read (the start page's first on a tie): the form as written, every element
 * and attribute kept, with a `toolname` and a `tooldescription` added to its `<form>`, drawn from the
 * form's own words: what it is for (its legend or a heading inside it, else a button that says it,
 * else the heading just before it, with few words between), the fields its labels name, its button. A field nothing describes
 * to Chrome (no `<label>`: an `aria-label` or `title` is not read) gets a `toolparamdescription`: the
 * `<label>` people read beside it though it is tied to nothing, else its aria-label, placeholder or title; a honeypot is described as one to
 * leave empty, so no agent fills a trap. No `toolautosubmit`: the person still sends the form.
 *
 * Checked before it is offered: read back by htmlparser2, the same elements with the same attributes,
 * the added ones reading as intended; and read again by page-facts.ts, declared in full by the rules
 * Chrome applies (webmcp-schema-validity's errors). The end-to-end tests paste it into a page and list
 * it as a tool in Chromium with WebMCP on (tests/e2e/agent-form.test.ts).
 */
import { Parser } from 'htmlparser2';
import { clip } from '../../lib/clip.js';
import { escapeHtml } from '../../lib/html.js';
import type { Evidence } from '../read/evidence.js';
import { readPage } from '../read/page-facts.js';
import { fillIn, listed, pathOf, plural } from '../../shared/words.js';
import type { Built } from './built.js';
import { lineDiff, shownDiff } from './diff.js';

/** Fields that are not parameters: Chrome offers only named, enabled controls a person fills in. */
const NOT_PARAMETERS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
/** Words of a tool's name, at most, and its characters. */
const NAME_WORDS = 6;
const NAME_CHARS = 64;
/** Characters of the description, at most. */
const DESCRIPTION_CHARS = 300;

interface Field {
  name: string;
  type: string;
  id?: string;
  /** Its label's text (a `<label for>` or one around it): what Chrome describes it by, and the description names. */
  label?: string;
  /** Its `aria-label`: a name for screen readers, which Chrome does not describe a parameter by. */
  ariaLabel?: string;
  /** Its `title`: people see it on hover, but Chrome does not describe a parameter by it. */
  title?: string;
  /** A `<label>` tied to nothing, just before it with no other field between: what a person reads as its label. */
  looseLabel?: string;
  placeholder?: string;
  /** A trap for spam bots that people never see: a honeypot's name, or hidden from people (it or what holds it). */
  trap: boolean;
  /** Where its start tag's `>` (or `/>`) is, for an attribute added to it, and which start tag it is. */
  end: number;
  tag: number;
}

/** What the fix starts from: the form's own words and where its tags end. */
interface ReadForm {
  formEnd: number;
  formTag: number;
  fields: Field[];
  /** Fields a person fills in that have no `name`: never sent, and never offered to an agent. */
  unnamed: number;
  /** The form's own heading: a legend or heading inside it before its first field. */
  heading?: string;
  button?: string;
  /** Each start tag as the parser read it: its name and attributes, in order (the read-back compares them). */
  tags: [string, Record<string, string>][];
}

/** Names form services give their honeypots (Formspree, FormSubmit, Netlify, WordPress plugins). */
const HONEYPOT_NAMES = /^(_gotcha|_honey|bot-field|honeypot|hp|_hp|hpot|website_hp|ak_hp_textarea)$/i;
/** An element hidden from people, whatever it holds. */
const concealed = (a: Record<string, string>) =>
  'hidden' in a ||
  a['aria-hidden'] === 'true' ||
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(a.style ?? '') ||
  /(?:^|\s)(?:honeypot|hp|hidden)(?:\s|$)/i.test(a.class ?? '');

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Reads a form's source with htmlparser2: its start tags and, for the fix, its fields and their labels, its heading and first submit button. */
function readForm(html: string): ReadForm {
  const read: ReadForm = { formEnd: -1, formTag: -1, fields: [], unnamed: 0, tags: [] };
  const labelFor = new Map<string, string>();
  // Open labels (text so far, `for`, fields inside); the heading's and a button's text while open; elements open, each hidden or not.
  const labels: { text: string; for?: string; fields: Field[] }[] = [];
  let heading: string | undefined;
  let button: string | undefined;
  let loose: string | undefined;
  const open: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        read.tags.push([name, attributes]);
        open.push(concealed(attributes));
        const end = html[parser.endIndex - 1] === '/' ? parser.endIndex - 1 : parser.endIndex;
        const tag = read.tags.length - 1;
        if (name === 'form' && read.formEnd < 0) [read.formEnd, read.formTag] = [end, tag];
        else if (name === 'label') labels.push({ text: '', fields: [], ...(attributes.for && { for: attributes.for }) });
        else if ((name === 'legend' || /^h[1-6]$/.test(name)) && read.heading === undefined && !read.fields.length) heading = '';
        else if (name === 'button' && !read.button && !['button', 'reset'].includes((attributes.type ?? '').toLowerCase())) button = '';
        else if (name === 'input' || name === 'select' || name === 'textarea') {
          const type = name === 'input' ? (attributes.type ?? 'text').toLowerCase() : name;
          if ((type === 'submit' || type === 'image') && !read.button && attributes.value) read.button = collapse(attributes.value);
          if (!NOT_PARAMETERS.has(type) && !attributes.name) read.unnamed++;
          if (NOT_PARAMETERS.has(type) || !attributes.name || 'disabled' in attributes) return;
          const field: Field = {
            name: attributes.name,
            type,
            end,
            tag,
            trap: HONEYPOT_NAMES.test(attributes.name) || attributes.tabindex === '-1' || open.some(Boolean),
            ...(attributes.id && { id: attributes.id }),
            ...(attributes['aria-label']?.trim() && { ariaLabel: collapse(attributes['aria-label']) }),
            ...(attributes.title?.trim() && { title: collapse(attributes.title) }),
            ...(attributes.placeholder?.trim() && { placeholder: collapse(attributes.placeholder) }),
            ...(loose && !labels.length && { looseLabel: loose }),
          };
          loose = undefined;
          read.fields.push(field);
          labels.at(-1)?.fields.push(field);
        }
      },
      ontext(text) {
        for (const label of labels) label.text += text;
        if (heading !== undefined) heading += text;
        if (button !== undefined) button += text;
      },
      onclosetag(name) {
        open.pop();
        if (name === 'label') {
          const label = labels.pop();
          const text = label && collapse(label.text);
          if (!label || !text) return;
          if (label.for) labelFor.set(label.for, text);
          for (const field of label.fields) field.label = text;
          // Tied to nothing: read as the label of the field that follows it (without its required mark, "Name *").
          loose = label.for || label.fields.length ? undefined : text.replace(/[\s:*]+$/, '') || undefined;
        } else if ((name === 'legend' || /^h[1-6]$/.test(name)) && heading !== undefined) {
          read.heading = collapse(heading) || undefined;
          heading = undefined;
        } else if (name === 'button' && button !== undefined) {
          read.button = collapse(button) || undefined;
          button = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  for (const field of read.fields) {
    const label = field.id && labelFor.get(field.id);
    if (label) field.label = label;
  }
  return read;
}

/** A button's words that say nothing of what the form does ("Send", "Submit"). */
const GENERIC_BUTTON = /^(send|submit|go|ok|senden|absenden|verzenden|envoyer|enviar|invia)$/i;
/** Words of a field's label or placeholder, at most, to be named in the description (a consent checkbox's sentence is not), and fields named. */
const FIELD_WORDS = 6;
const FIELDS_NAMED = 8;

/** The fields a description names: the first FIELDS_NAMED, then how many more. */
const named = (asked: Set<string>) => {
  const all = [...asked];
  return all.length > FIELDS_NAMED ? [...all.slice(0, FIELDS_NAMED - 1), `${all.length - FIELDS_NAMED + 1} more`] : all;
};

/** A tool's name from words: lower-case ASCII words joined by `_` ("Request a quote" → request_a_quote). */
function toolNameOf(words: string | undefined): string | undefined {
  const ascii = (words ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
  const name = (ascii.match(/[a-z0-9]+/g) ?? []).slice(0, NAME_WORDS).join('_').slice(0, NAME_CHARS).replace(/_+$/, '');
  return name || undefined;
}

/** The start tags of `html` as htmlparser2 reads them. */
function tagsOf(html: string): [string, Record<string, string>][] {
  const tags: [string, Record<string, string>][] = [];
  new Parser({ onopentag: (name, attributes) => tags.push([name, attributes]) }, { decodeEntities: true }).end(html);
  return tags;
}

/** Whether `after`'s tags are `before`'s, in order, with only `added` attributes added, each reading as intended. */
function keepsEverything(before: ReadForm['tags'], after: ReadForm['tags'], added: Map<number, Record<string, string>>): boolean {
  if (before.length !== after.length) return false;
  return before.every(([name, attributes], i) => {
    const [afterName, afterAttributes] = after[i] ?? ['', {}];
    const expected = { ...attributes, ...added.get(i) };
    const keys = Object.keys(expected);
    return (
      afterName === name && keys.length === Object.keys(afterAttributes).length && keys.every((k) => afterAttributes[k] === expected[k])
    );
  });
}

export async function formToolFix(e: Evidence): Promise<Built> {
  const pages = e.site?.pages ?? [{ url: e.start.page.url, fetched: { facts: e.start.facts } }];
  // The form with the most fields, the start page's first: a contact form before a search box.
  const page = pages.reduce<(typeof pages)[number] | undefined>(
    (best, p) => ((p.fetched.facts.undeclaredForm?.fields ?? -1) > (best?.fetched.facts.undeclaredForm?.fields ?? -1) ? p : best),
    undefined,
  );
  const source = page?.fetched.facts.undeclaredForm;
  if (!page || !source) return undefined;
  const form = readForm(source.html);
  if (form.formEnd < 0) return undefined;
  // What the form is for: a button that says it ("Request a quote"), else the heading just before it, else its own heading
  // (a legend or heading before its first field: one further in names a group of fields), without a trailing arrow or mark.
  const telling = form.button && !GENERIC_BUTTON.test(form.button) ? form.button : undefined;
  const what = (telling ?? source.heading ?? form.heading)?.replace(/[^\p{L}\p{N})]+$/u, '') || undefined;
  const name =
    toolNameOf(what) ??
    toolNameOf(form.button) ??
    toolNameOf(
      pathOf(page.url)
        .split('/')
        .filter(Boolean)
        .at(-1)
        ?.replace(/\.\w+$/, '')
        .replace(/^(index|default|home)$/, ''),
    ) ??
    'send_form';
  // The fields a person fills in, each once, by what labels it: not a trap, a choice (its labels are its options) or a long sentence.
  const asked = new Set<string>();
  for (const f of form.fields) {
    const words = (f.label ?? f.ariaLabel ?? f.looseLabel ?? f.placeholder ?? '').replace(/[\s:*.…?!-]+$/, '');
    if (!f.trap && !['radio', 'checkbox'].includes(f.type) && words && words.split(' ').length <= FIELD_WORDS)
      asked.add(words.toLowerCase());
  }
  const description = clip(
    what || form.button
      ? [
          what ? `${what}.` : '',
          asked.size ? `It asks for ${listed(named(asked))}.` : '',
          form.button && !telling ? `It is sent with its “${form.button}” button.` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : fillIn('what this form does, in a sentence'),
    DESCRIPTION_CHARS,
  );
  // Each attribute added at the end of its start tag (after a space there, before `/>`, it keeps the one space); the tags for the read-back.
  const inserts: { at: number; attributes: Record<string, string> }[] = [
    { at: form.formEnd, attributes: { toolname: name, tooldescription: description } },
  ];
  const added = new Map<number, Record<string, string>>([[form.formTag, { toolname: name, tooldescription: description }]]);
  // A field no <label> describes to Chrome (an aria-label or a title is not read: Lighthouse's webmcp-schema-validity warns of
  // such a field): by the label people read beside it, its aria-label, its placeholder or its title; a trap, as one to leave empty.
  const undescribed = form.fields.filter((f) => f.trap || !f.label);
  const describedAs = (f: Field) =>
    f.trap
      ? 'Leave this empty: it is a check for spam bots, which people never see.'
      : (f.looseLabel ?? f.ariaLabel ?? f.placeholder ?? f.title);
  for (const field of undescribed) {
    const said = describedAs(field);
    if (!said) continue;
    inserts.push({ at: field.end, attributes: { toolparamdescription: said } });
    added.set(field.tag, { toolparamdescription: said });
  }
  const described = inserts.length - 1;
  const traps = undescribed.filter((f) => f.trap);
  let text = source.html;
  for (const { at, attributes } of inserts.sort((a, b) => b.at - a.at)) {
    const written = Object.entries(attributes)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ');
    text = /\s/.test(text[at - 1] ?? '')
      ? `${text.slice(0, at)}${written} ${text.slice(at)}`
      : `${text.slice(0, at)} ${written}${text.slice(at)}`;
  }

  const title = `Your form on ${pathOf(page.url)} as a tool for AI agents (WebMCP)`;
  const refused = { refused: `${title} did not read back as written, so we do not offer it.` };
  if (!keepsEverything(form.tags, tagsOf(text), added)) return refused;
  const declared = (await readPage(text)).formTools;
  if (declared.undeclared || declared.refused.length) return refused;
  const rows = lineDiff(source.html.split('\n'), text.split('\n'));
  return {
    title,
    where: `On ${pathOf(page.url)}, replace the form${what ? ` “${what}”` : ''} with this one: the same form, every field and attribute as you have it, with a toolname and a tooldescription added${
      described
        ? ` (and ${plural(described, 'a field', 'fields')} described that Chrome would otherwise offer without a word: ${listed(undescribed.filter(describedAs).map((f) => `“${f.name}”`))})`
        : ''
    }. Nothing changes for people; Chrome offers it to AI agents as “${name}”, and the person still checks and sends it.${
      traps.length
        ? ` ${listed(traps.map((f) => `“${f.name}”`))} looks like a check for spam bots: an agent is told to leave it empty.`
        : ''
    }${
      form.unnamed
        ? ` ${plural(form.unnamed, 'field has', 'fields have')} no name, so Chrome offers ${form.unnamed === 1 ? 'it' : 'them'} to no agent and a plain form never sends ${form.unnamed === 1 ? 'it' : 'them'}: we left ${form.unnamed === 1 ? 'it as it is' : 'them as they are'}, as your form's script may read ${form.unnamed === 1 ? 'it' : 'them'} another way.`
        : ''
    } Read the description first: it should say what the form does.`,
    text,
    ...(rows && { diff: shownDiff(rows) }),
    checked:
      'Checked before we offered it: read back by an HTML parser (htmlparser2) with every element and attribute of your form as it was, and declared in full by the rules Chrome applies (a toolname, a tooldescription, every required field named).',
  };
}
