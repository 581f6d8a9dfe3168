/** Names the source, medium and channel of a touch, by the table in channel-rules.ts. */
import type { AttributionParam } from '../shared/attribution.js';
import { channelRules, clickIdSources, sourceCategories, type Channel, type SourceCategory } from './channel-rules.js';

export interface TouchFacts {
  params: Partial<Record<AttributionParam, string>>;
  /** The external referrer's origin and path, if any. */
  referrer?: string;
}

export interface Classified {
  source: string;
  medium: string;
  channel: Channel;
}

function hostOf(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** Whether a source (a tag or a host) is a category entry: see sourceCategories. */
function matches(source: string, entry: string): boolean {
  if (source === entry || source.endsWith(`.${entry}`)) return true;
  return !entry.includes('.') && new RegExp(`(^|\\.)${entry}\\.[a-z.]+$`).test(source);
}

/** The category of a source name or host, if it is a known one. */
export function categoryOf(source: string): SourceCategory | undefined {
  const s = source.toLowerCase();
  return sourceCategories.find(({ sources }) => sources.some((entry) => matches(s, entry)))?.category;
}

export function classifyTouch(touch: TouchFacts): Classified {
  const { params } = touch;
  const host = hostOf(touch.referrer);
  const clickIds = (Object.keys(clickIdSources) as AttributionParam[]).filter((id) => params[id]);
  const [clickId] = clickIds;
  const source = (params.utm_source ?? '').toLowerCase() || (clickId && clickIdSources[clickId]) || host || '';
  const category = source ? categoryOf(source) : undefined;
  const tagged = Boolean(params.utm_source || params.utm_medium || params.utm_campaign || clickIds.length);
  const medium =
    (params.utm_medium ?? '').toLowerCase() ||
    (clickIds.some((id) => id !== 'fbclid') ? 'cpc' : '') ||
    (host ? (category === 'search' ? 'organic' : 'referral') : '');

  const rule = channelRules.find(
    (r) =>
      (!r.source || r.source === category) &&
      (!r.medium || r.medium.test(medium)) &&
      (!r.clickId || r.clickId.some((id) => params[id])) &&
      (!r.referrer || Boolean(host)) &&
      (!r.untagged || (!tagged && !host)),
  );
  return { source: source || '(direct)', medium: medium || '(none)', channel: rule?.channel ?? 'Other' };
}
