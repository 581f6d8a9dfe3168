/**
 * The site's own form declared as a tool for the agents that browse for people (WebMCP), for the
 * first page read (the start page first) whose form declares none: the form as written, every element
 * and attribute kept, with a `toolname` and a `tooldescription` added to its `<form>`, each drawn from
 * the form's own words (the heading before it, its legend, its labels, its button), and a
 * `toolparamdescription` for a named field that nothing else describes (no label, `aria-label` or
 * `title`) from its placeholder. No `toolautosubmit`: the person still sends the form.
 *
 * Checked before it is offered: read back by htmlparser2, the same elements with the same attributes,
 * the added ones reading as intended; and read again by page-facts.ts, declared in full by the rules
 * Chrome applies (webmcp-schema-validity's errors). The end-to-end tests paste it into a page and list
 * it as a tool in Chromium with WebMCP on (tests/e2e/agent-form.test.ts).
 */
import { Parser } from 'htmlparser2';
import { escapeHtml } from '../../lib/html.js';
import type { Evidence } from '../read/evidence.js';
import { readPage } from '../read/page-facts.js';
import { fillIn, listed, pathOf } from '../../shared/words.js';
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
  id?: string;
  /** Whether a label, `aria-label` or `title` describes it to Chrome. */
  described: boolean;
  placeholder?: string;
  /** Where its start tag's `>` (or `/>`) is, for an attribute added to it, and which start tag it is. */
  end: number;
  tag: number;
  /** Its words: its `aria-label` or `title`, else its label's text. */
  label?: string;
}

/** What the fix starts from: the form's own words and where its tags end. */
interface ReadForm {
  formEnd: number;
  formTag: number;
  fields: Field[];
  legend?: string;
  button?: string;
  /** Each start tag as the parser read it: its name and attributes, in order (the read-back compares them). */
  tags: [string, Record<string, string>][];
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Reads a form's source with htmlparser2: its start tags and, for the fix, its fields, labels, legend and first submit button. */
function readForm(html: string): ReadForm {
  const read: ReadForm = { formEnd: -1, formTag: -1, fields: [], tags: [] };
  const labelFor = new Map<string, string>();
  // Open labels (text so far, `for`, fields inside), the legend's and a button's text while open.
  const labels: { text: string; for?: string; fields: Field[] }[] = [];
  let legend: string | undefined;
  let button: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        read.tags.push([name, attributes]);
        const end = html[parser.endIndex - 1] === '/' ? parser.endIndex - 1 : parser.endIndex;
        const tag = read.tags.length - 1;
        if (name === 'form' && read.formEnd < 0) [read.formEnd, read.formTag] = [end, tag];
        else if (name === 'label') labels.push({ text: '', fields: [], ...(attributes.for && { for: attributes.for }) });
        else if (name === 'legend' && read.legend === undefined) legend = '';
        else if (name === 'button' && !read.button && !['button', 'reset'].includes((attributes.type ?? '').toLowerCase())) button = '';
        else if (name === 'input' || name === 'select' || name === 'textarea') {
          const type = (attributes.type ?? '').toLowerCase();
          if (name === 'input' && (type === 'submit' || type === 'image') && !read.button && attributes.value)
            read.button = collapse(attributes.value);
          if ((name === 'input' && NOT_PARAMETERS.has(type)) || !attributes.name || 'disabled' in attributes) return;
          const field: Field = {
            name: attributes.name,
            end,
            tag,
            described: false,
            ...((attributes['aria-label'] ?? attributes.title ?? '').trim() && {
              label: collapse(attributes['aria-label'] ?? attributes.title ?? ''),
            }),
            ...(attributes.id && { id: attributes.id }),
            ...(attributes.placeholder?.trim() && { placeholder: collapse(attributes.placeholder) }),
          };
          read.fields.push(field);
          labels.at(-1)?.fields.push(field);
        }
      },
      ontext(text) {
        for (const label of labels) label.text += text;
        if (legend !== undefined) legend += text;
        if (button !== undefined) button += text;
      },
      onclosetag(name) {
        if (name === 'label') {
          const label = labels.pop();
          const text = label && collapse(label.text);
          if (!label || !text) return;
          if (label.for) labelFor.set(label.for, text);
          for (const field of label.fields) field.label ??= text;
        } else if (name === 'legend' && legend !== undefined) {
          read.legend = collapse(legend) || undefined;
          legend = undefined;
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
    if (label) field.label ??= label;
    if (field.label) field.described = true;
  }
  return read;
}

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
  const page = pages.find((p) => p.fetched.facts.undeclaredForm);
  const source = page?.fetched.facts.undeclaredForm;
  if (!page || !source) return undefined;
  const form = readForm(source.html);
  if (form.formEnd < 0) return undefined;
  const what = source.heading ?? form.legend;
  const name = toolNameOf(what) ?? toolNameOf(form.button) ?? toolNameOf(pathOf(page.url).split('/').filter(Boolean).at(-1)) ?? 'send_form';
  const asks = form.fields.map((f) => f.label ?? f.placeholder ?? f.name).map((s) => s.replace(/[\s:*]+$/, '').toLowerCase());
  const description = (
    what || form.button
      ? [
          what ? `${what.replace(/[.:!?]+$/, '')}.` : '',
          asks.length ? `The form asks for ${listed([...new Set(asks)])},` : 'The form',
          form.button ? `and is sent with its “${form.button}” button.` : 'and is sent by the person.',
        ]
          .join(' ')
          .trim()
      : fillIn('what this form does, in a sentence')
  ).slice(0, DESCRIPTION_CHARS);
  // Each attribute added, at the end of its start tag; the tags' indexes for the read-back.
  const inserts: { at: number; text: string }[] = [
    { at: form.formEnd, text: ` toolname="${escapeHtml(name)}" tooldescription="${escapeHtml(description)}"` },
  ];
  const added = new Map<number, Record<string, string>>([[form.formTag, { toolname: name, tooldescription: description }]]);
  const undescribed = form.fields.filter((f) => !f.described && f.placeholder);
  for (const field of undescribed) {
    inserts.push({ at: field.end, text: ` toolparamdescription="${escapeHtml(field.placeholder ?? '')}"` });
    added.set(field.tag, { toolparamdescription: field.placeholder ?? '' });
  }
  let text = source.html;
  for (const { at, text: attribute } of inserts.sort((a, b) => b.at - a.at)) text = text.slice(0, at) + attribute + text.slice(at);

  const title = `Your form on ${pathOf(page.url)} as a tool for AI agents (WebMCP)`;
  const refused = { refused: `${title} did not read back as written, so we do not offer it.` };
  if (!keepsEverything(form.tags, tagsOf(text), added)) return refused;
  const declared = (await readPage(text)).formTools;
  if (declared.undeclared || declared.refused.length) return refused;
  const rows = lineDiff(source.html.split('\n'), text.split('\n'));
  return {
    title,
    where: `On ${pathOf(page.url)}, replace the form${what ? ` under “${what}”` : ''} with this one: the same form, every field and attribute as you have it, with a toolname and a tooldescription added${
      undescribed.length ? ` (and a description for ${listed(undescribed.map((f) => `“${f.name}”`))}, which no label describes)` : ''
    }. Nothing changes for people; Chrome offers it to AI agents as “${name}”, and the person still checks and sends it. Read the description first: it should say what the form does.`,
    text,
    ...(rows && { diff: shownDiff(rows) }),
    checked:
      'Checked before we offered it: read back by an HTML parser (htmlparser2) with every element and attribute of your form as it was, and declared in full by the rules Chrome applies (a toolname, a tooldescription, every required field named).',
  };
}
