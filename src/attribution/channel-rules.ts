/**
 * The channel grouping, as one table (modelled on GA4's default channel grouping). Each touch is
 * described by its source category, medium, click ids and referrer; the first rule whose every
 * condition holds names its channel. Change the grouping here and nowhere else.
 */
import type { AttributionParam } from '../shared/attribution.js';

export const channels = [
  'Paid Search',
  'Paid Social',
  'Display',
  'AI Assistant',
  'Email',
  'Organic Social',
  'Organic Search',
  'Referral',
  'Direct',
  'Other',
] as const;
export type Channel = (typeof channels)[number];

export type SourceCategory = 'ai' | 'search' | 'social' | 'email';

/**
 * Known sources by category, matched against utm_source or the referrer's host, in this order (AI
 * assistants first: gemini.google.com is not Google search). An entry with a dot matches that host
 * and its subdomains; a bare name matches it as a tag and as a site in any country (google.com.au).
 */
export const sourceCategories: { category: SourceCategory; sources: string[] }[] = [
  {
    category: 'ai',
    sources: [
      'chatgpt.com',
      'chat.openai.com',
      'chatgpt',
      'openai',
      'perplexity',
      'gemini.google.com',
      'gemini',
      'copilot.microsoft.com',
      'copilot',
      'claude.ai',
      'claude',
      'you.com',
    ],
  },
  {
    category: 'email',
    sources: ['email', 'e-mail', 'newsletter', 'mailchimp', 'campaign-archive.com', 'mail.google.com', 'outlook.live.com'],
  },
  {
    category: 'social',
    sources: [
      'facebook',
      'fb',
      'instagram',
      'linkedin',
      'lnkd.in',
      'twitter',
      't.co',
      'x.com',
      'pinterest',
      'youtube',
      'tiktok',
      'reddit',
      'threads.net',
      'snapchat',
    ],
  },
  {
    category: 'search',
    sources: ['google', 'bing', 'yahoo', 'duckduckgo', 'ecosia', 'baidu', 'yandex', 'ask.com', 'search.brave.com', 'startpage', 'qwant'],
  },
];

const PAID = /^(.*cp.*|ppc|paid.*|retargeting|remarketing)$/;

export interface ChannelRule {
  channel: Channel;
  /** The source's category is this. */
  source?: SourceCategory;
  /** utm_medium (lower-cased) matches. */
  medium?: RegExp;
  /** Any of these click ids is present. */
  clickId?: AttributionParam[];
  /** The touch has an external referrer. */
  referrer?: true;
  /** Nothing at all: no tags, no click id, no referrer. */
  untagged?: true;
}

/** First match wins; a tagged touch that matches nothing is 'Other'. */
export const channelRules: readonly ChannelRule[] = [
  { channel: 'Paid Search', clickId: ['gclid', 'gbraid', 'wbraid', 'msclkid'] },
  { channel: 'Paid Search', source: 'search', medium: PAID },
  { channel: 'Paid Social', source: 'social', medium: PAID },
  { channel: 'Paid Social', clickId: ['ttclid', 'li_fat_id'] },
  { channel: 'Display', medium: /^(display|banner|cpm|expandable|interstitial)$/ },
  { channel: 'AI Assistant', source: 'ai' },
  { channel: 'Email', source: 'email' },
  { channel: 'Email', medium: /^(e-?mail|newsletter)$/ },
  { channel: 'Organic Social', source: 'social' },
  { channel: 'Organic Social', medium: /^(social|social-network|social-media|sm|social network|social media)$/ },
  // Facebook adds fbclid to every outbound link, paid or not: untagged, it is organic.
  { channel: 'Organic Social', clickId: ['fbclid'] },
  { channel: 'Organic Search', source: 'search' },
  { channel: 'Organic Search', medium: /^organic$/ },
  { channel: 'Referral', medium: /^(referral|app|link)$/ },
  { channel: 'Referral', referrer: true },
  { channel: 'Direct', untagged: true },
];

/** The source a click id implies when utm_source is absent. */
export const clickIdSources: Partial<Record<AttributionParam, string>> = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  msclkid: 'bing',
  fbclid: 'facebook',
  li_fat_id: 'linkedin',
  ttclid: 'tiktok',
};
