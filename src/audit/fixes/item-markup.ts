/**
 * A structured-data item with what its own page shows added (`rich-results`): an Article, NewsArticle
 * or BlogPosting without the headline its page's main heading (h1) gives, the image its `og:image`
 * names or the dates its `article:published_time` and `article:modified_time` give; a Product without
 * the name its h1 gives, the image, or the offer its `product:price:amount` and `product:price:currency`
 * give. Nothing is invented: a property the page does not show is left for the owner (the finding's
 * entries name it). The fix is the item's JSON-LD block as the site wrote it, every node and value
 * kept, with only those properties added to the item, shown as a change; the first page in the crawl's
 * order that has such an item, with the count of the others. A microdata or RDFa item is the page's
 * HTML, not a block we can hand back changed, so it has none.
 */
import type { Evidence } from '../read/evidence.js';
import type { PageFacts } from '../read/page-facts.js';
import { FILLABLE, type MarkupItem } from '../read/markup-items.js';
import { topNodes } from '../read/markup-validator.js';
import { typesOf } from '../read/json-ld.js';
import { isWhole } from '../../lib/clip.js';
import { listed, pathOf, plural } from '../../shared/words.js';
import { lineDiff, shownDiff } from './diff.js';
import { checkedBlock, scriptBlock, scriptJson } from './markup-check.js';
import type { Built } from './built.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const lacks = (node: Json, key: string) => node[key] === undefined || node[key] === null || node[key] === '';

/** ISO 8601, as schema.org's Date and DateTime take it (a date, or a date and time with its offset). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const dateOf = (v: string | undefined) => (v && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
const absolute = (v: string | undefined) => (v && /^https?:\/\/[^\s/]+\/?\S*$/i.test(v) ? v : undefined);
/** A price as schema.org asks it: digits, with a full stop for decimals, and no currency sign. */
const priceOf = (v: string | undefined) => (v && /^\d{1,9}(?:\.\d{1,4})?$/.test(v) ? v : undefined);
/** A currency's ISO 4217 code. */
const currencyOf = (v: string | undefined) => (v && /^[A-Z]{3}$/.test(v) ? v : undefined);

/** One property the page shows, with what said it (for the fix's sentence). */
interface Shown {
  key: string;
  value: unknown;
  from: string;
}

/** What a page shows for each property an item of `type` may lack (FILLABLE in read/markup-items.ts). */
function shownFor(type: string, facts: Pick<PageFacts, 'h1Text' | 'shownMeta' | 'h1'>): Shown[] {
  const meta = facts.shownMeta ?? {};
  // One main heading, whole: a page of several says no one of them is its title, and a clipped one is not the page's.
  const heading = facts.h1 === 1 && facts.h1Text && isWhole(facts.h1Text) ? facts.h1Text : undefined;
  const image = absolute(meta['og:image']);
  const shown: (Shown | undefined)[] =
    type === 'Product'
      ? [
          heading ? { key: 'name', value: heading, from: 'its h1' } : undefined,
          image ? { key: 'image', value: image, from: 'its og:image tag' } : undefined,
          priceOf(meta['product:price:amount']) && currencyOf(meta['product:price:currency'])
            ? {
                key: 'offers',
                value: { '@type': 'Offer', price: meta['product:price:amount'], priceCurrency: meta['product:price:currency'] },
                from: 'its product:price tags',
              }
            : undefined,
        ]
      : [
          heading ? { key: 'headline', value: heading, from: 'its h1' } : undefined,
          image ? { key: 'image', value: image, from: 'its og:image tag' } : undefined,
          dateOf(meta['article:published_time'])
            ? { key: 'datePublished', value: meta['article:published_time'], from: 'its article:published_time tag' }
            : undefined,
          dateOf(meta['article:modified_time'])
            ? { key: 'dateModified', value: meta['article:modified_time'], from: 'its article:modified_time tag' }
            : undefined,
        ];
  return shown.filter((s): s is Shown => s !== undefined && Boolean(FILLABLE[type]?.includes(s.key)));
}

/** An item whose page shows what it lacks: the page, the item, and the node in its block read again. */
interface Candidate {
  url: string;
  item: MarkupItem & { block: NonNullable<MarkupItem['block']> };
  adds: Shown[];
}

/** Each JSON-LD item, in the crawl's order, that lacks a property its page shows. */
function candidatesOf(e: Evidence): Candidate[] {
  const pages = e.site?.pages.map((p) => ({ url: p.url, facts: p.fetched.facts })) ?? [{ url: e.start.page.url, facts: e.start.facts }];
  const found: Candidate[] = [];
  for (const { url, facts } of pages)
    for (const item of facts.structuredData.items ?? []) {
      if (!item.block) continue;
      const adds = shownFor(item.type, facts).filter((s) => !item.keys.includes(s.key));
      if (adds.length) found.push({ url, item: item as Candidate['item'], adds });
    }
  return found;
}

/** The item's fix (see the top of this file), checked before it is offered; undefined when no page shows what its items lack. */
export async function itemMarkupFix(e: Evidence): Promise<Built> {
  const [first, ...others] = candidatesOf(e);
  if (!first) return undefined;
  const block: unknown = JSON.parse(first.item.block.text);
  const node = topNodes(block)[first.item.block.index];
  // The node read again must be the item judged; anything else and the change would land elsewhere.
  if (!isObject(node) || typesOf(node)[0] !== first.item.type)
    return { refused: 'Your markup could not be read again whole, so we do not offer a change to it.' };
  const before = scriptJson(block);
  const added = first.adds.filter((s) => lacks(node, s.key));
  for (const s of added) node[s.key] = s.value;
  const path = pathOf(first.url);
  const text = scriptBlock(block);
  const checked = await checkedBlock(text, before, block, true);
  if ('refused' in checked) return checked;
  const rows = lineDiff(before.split('\n'), scriptJson(block).split('\n'));
  const more = checked.recommended.length
    ? ` With it, Google also recommends ${listed(checked.recommended.slice(0, 6).map((p) => `"${p}"`))}${checked.recommended.length > 6 ? ` and ${checked.recommended.length - 6} more` : ''}, which we did not find on the page: add what is true of it.`
    : '';
  const rest = others.length
    ? ` ${plural(others.length, 'other item', 'other items')} on your pages ${others.length === 1 ? 'lacks' : 'lack'} what ${others.length === 1 ? 'its' : 'their'} page shows: add ${others.length === 1 ? 'it' : 'them'} alike.`
    : '';
  return {
    title: `Your ${first.item.type} markup on ${path}, with what the page shows added`,
    where: `In ${path}, replace the JSON-LD block that holds your ${first.item.type} with this one: it is your block as it is, with ${listed(added.map((s) => `${s.key} from ${s.from}`))} added (the lines marked +).${more}${rest} Then test the page with Google's Rich Results Test.`,
    text,
    ...(rows ? { diff: shownDiff(rows) } : {}),
    checked: `Checked before we offered it: Adobe's structured-data validator (schema.org ${checked.release}, Google's rich-result rules) finds no error in it that your block did not have.`,
  };
}
