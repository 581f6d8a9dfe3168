/**
 * The AI crawlers the free site check reads robots.txt for, one row each: the product token a
 * robots.txt group names it by, its vendor, what it fetches for, and the vendor's own page about it.
 * The report groups them by purpose; blocking a `search` or `user` crawler keeps a business out of
 * that product's answers, blocking a `training` one is the owner's choice and is never scored down.
 * Checked against each vendor's page in November 2026; add a row when a vendor adds a crawler.
 */
export type AiCrawlerPurpose = 'search' | 'user' | 'training';

export interface AiCrawler {
  /** The robots.txt product token, as the vendor writes it. */
  token: string;
  vendor: string;
  /** The product it serves, as a prospect knows it. */
  product: string;
  purpose: AiCrawlerPurpose;
  /** The vendor's own page about the crawler; ByteDance publishes none, only the address in Bytespider's user agent. */
  docs: string;
}

const OPENAI = 'https://developers.openai.com/api/docs/bots';
const ANTHROPIC =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';

export const aiCrawlers: AiCrawler[] = [
  { token: 'OAI-SearchBot', vendor: 'OpenAI', product: 'ChatGPT search', purpose: 'search', docs: OPENAI },
  { token: 'Claude-SearchBot', vendor: 'Anthropic', product: 'Claude search', purpose: 'search', docs: ANTHROPIC },
  { token: 'PerplexityBot', vendor: 'Perplexity', product: 'Perplexity', purpose: 'search', docs: PERPLEXITY },
  { token: 'ChatGPT-User', vendor: 'OpenAI', product: 'ChatGPT', purpose: 'user', docs: OPENAI },
  { token: 'Claude-User', vendor: 'Anthropic', product: 'Claude', purpose: 'user', docs: ANTHROPIC },
  { token: 'Perplexity-User', vendor: 'Perplexity', product: 'Perplexity', purpose: 'user', docs: PERPLEXITY },
  { token: 'GPTBot', vendor: 'OpenAI', product: "OpenAI's models", purpose: 'training', docs: OPENAI },
  { token: 'ClaudeBot', vendor: 'Anthropic', product: "Anthropic's models", purpose: 'training', docs: ANTHROPIC },
  {
    token: 'Google-Extended',
    vendor: 'Google',
    product: "Gemini's models",
    purpose: 'training',
    docs: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended',
  },
  {
    token: 'Applebot-Extended',
    vendor: 'Apple',
    product: "Apple's models",
    purpose: 'training',
    docs: 'https://support.apple.com/en-us/119829',
  },
  {
    token: 'meta-externalagent',
    vendor: 'Meta',
    product: "Meta's models",
    purpose: 'training',
    docs: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
  },
  {
    token: 'Amazonbot',
    vendor: 'Amazon',
    product: "Amazon's models and Alexa",
    purpose: 'training',
    docs: 'https://developer.amazon.com/amazonbot',
  },
  {
    token: 'CCBot',
    vendor: 'Common Crawl',
    product: 'the Common Crawl archive many models train on',
    purpose: 'training',
    docs: 'https://commoncrawl.org/ccbot',
  },
  {
    token: 'Bytespider',
    vendor: 'ByteDance',
    product: "ByteDance's models",
    purpose: 'training',
    docs: 'mailto:spider-feedback@bytedance.com',
  },
];
