/**
 * The crawlers the free site check reads robots.txt for in its "AI search" section, one row each:
 * the product token a robots.txt group names it by, its operator, what the operator says it fetches
 * for, and whether the operator says it follows robots.txt. Each row is taken from the operator's own
 * page (`docs`, and the comment above the row when there is more to say), checked against the
 * community list at github.com/ai-robots-txt/ai.robots.txt (robots.json: operator, function,
 * respect), as both read in November 2026. Add a row when an operator adds a crawler.
 *
 * Purposes, as the operators describe them:
 * - `search`: builds the index an assistant or search engine answers from and links to. Blocking
 *   one keeps the site out of those answers: the check scores that.
 * - `user`: fetches a page at the moment a person asks the assistant to. Blocking one asks the
 *   assistant not to fetch the site when a person asks; several operators say robots.txt may not
 *   apply to such fetches. Never scored as invisibility: a neutral note only.
 * - `training`: collects pages (or governs the use of pages another crawler fetched) for training
 *   models. Blocking one is the owner's choice and is never scored down.
 */
export type AiCrawlerPurpose = 'search' | 'user' | 'training';

/** Whether the operator says the crawler follows robots.txt. */
export type RobotsTxtStance =
  /** It does. */
  | 'follows'
  /** Its operator says robots.txt may not apply, or is generally ignored, for fetches a person asks for. */
  | 'may-ignore'
  /** Its operator publishes no page saying. */
  | 'unstated';

export interface AiCrawler {
  /** The robots.txt product token, as the operator writes it. */
  token: string;
  vendor: string;
  /** The product it serves, as a prospect knows it. */
  product: string;
  purpose: AiCrawlerPurpose;
  /** What the operator says it is for, in a few words for the report's table. */
  uses: string;
  robotsTxt: RobotsTxtStance;
  /**
   * A search engine's own crawler (Googlebot, bingbot): the report's search part already judges it
   * (`noindex`, robots.txt for each search engine), so the AI part shows it and does not score it again.
   */
  engine?: boolean;
  /** The token whose group it follows when robots.txt has no group naming it, as its operator says (Applebot: Googlebot's). */
  fallsBackTo?: string;
  /** The operator's own page about the crawler; ByteDance publishes none, only the address in Bytespider's user agent. */
  docs: string;
}

// https://developers.openai.com/api/docs/bots: OAI-SearchBot for ChatGPT search, GPTBot for training,
// ChatGPT-User for user actions ("Because these actions are initiated by a user, robots.txt rules may not apply").
const OPENAI = 'https://developers.openai.com/api/docs/bots';
// Anthropic's page: ClaudeBot (training), Claude-User (a person's question; disabling it prevents
// retrieval for user queries), Claude-SearchBot (search results); its bots respect robots.txt.
const ANTHROPIC =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
// https://docs.perplexity.ai/guides/bots: PerplexityBot for search results (not for training);
// Perplexity-User for user actions, which "generally ignores robots.txt rules" as a person asked.
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';
// Google's common crawlers page: Google-Extended is a product token, no crawler of its own; it governs
// whether content Google crawls may be used for training future Gemini models and for grounding in
// Gemini Apps and Grounding with Google Search on Vertex AI; it does not affect Google Search.
const GOOGLE_EXTENDED = 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended';
// Apple's page: Applebot powers search in Spotlight, Siri and Safari, and follows Googlebot's rules
// when robots.txt names Googlebot but not Applebot; Applebot-Extended crawls nothing, it governs use of
// what Applebot fetched for training Apple's foundation models (Apple Intelligence).
const APPLE = 'https://support.apple.com/en-us/119829';
// Amazon's page: Amazonbot (improving products; may be used to train Amazon AI models), Amzn-SearchBot
// (search in Alexa and Rufus; no model training), Amzn-User (live answers for a person's Alexa question);
// "Amazon respects the Robots Exclusion Protocol".
const AMAZON = 'https://developer.amazon.com/amazonbot';
// Meta's page: meta-externalagent (training AI models, improving products), meta-webindexer (Meta AI's
// search results, so it can cite and link), Meta-ExternalFetcher (links a person asked for: "may bypass robots.txt rules").
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

export const aiCrawlers: AiCrawler[] = [
  {
    token: 'OAI-SearchBot',
    vendor: 'OpenAI',
    product: 'ChatGPT search',
    purpose: 'search',
    uses: 'Finds and links to sites in ChatGPT’s search answers; not used for training',
    robotsTxt: 'follows',
    docs: OPENAI,
  },
  {
    token: 'Claude-SearchBot',
    vendor: 'Anthropic',
    product: 'Claude search',
    purpose: 'search',
    uses: 'Indexes pages for Claude’s search answers',
    robotsTxt: 'follows',
    docs: ANTHROPIC,
  },
  {
    token: 'PerplexityBot',
    vendor: 'Perplexity',
    product: 'Perplexity',
    purpose: 'search',
    uses: 'Finds and links to sites in Perplexity’s answers; not used for training',
    robotsTxt: 'follows',
    docs: PERPLEXITY,
  },
  {
    token: 'Googlebot',
    vendor: 'Google',
    product: 'Google Search, with its AI Overviews and AI Mode',
    purpose: 'search',
    uses: 'Google Search’s crawler: AI Overviews and AI Mode answer from the same index',
    robotsTxt: 'follows',
    engine: true,
    docs: 'https://developers.google.com/search/docs/appearance/ai-features',
  },
  // Microsoft: Copilot's web answers come from Bing's index, governed by bingbot and the page's
  // NOCACHE / NOARCHIVE tags (blogs.bing.com/webmaster, September 2023), not by a Copilot token.
  {
    token: 'bingbot',
    vendor: 'Microsoft',
    product: 'Bing, and Microsoft Copilot’s answers from its index',
    purpose: 'search',
    uses: 'Bing’s crawler: Copilot answers from Bing’s index',
    robotsTxt: 'follows',
    engine: true,
    docs: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
  },
  {
    token: 'Applebot',
    vendor: 'Apple',
    product: 'Siri, Spotlight and Safari',
    purpose: 'search',
    uses: 'Search in Siri, Spotlight and Safari',
    robotsTxt: 'follows',
    fallsBackTo: 'Googlebot',
    docs: APPLE,
  },
  {
    token: 'Amzn-SearchBot',
    vendor: 'Amazon',
    product: 'Alexa and Rufus search',
    purpose: 'search',
    uses: 'Search in Alexa and Rufus; not used for training',
    robotsTxt: 'follows',
    docs: AMAZON,
  },
  // https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot/: crawls pages in real time for
  // DuckAssist's answers, which cite their sources; not used to train AI models; disallow it to opt out.
  {
    token: 'DuckAssistBot',
    vendor: 'DuckDuckGo',
    product: 'DuckAssist answers',
    purpose: 'search',
    uses: 'Reads pages for DuckAssist’s answers in DuckDuckGo, citing them; not used for training',
    robotsTxt: 'follows',
    docs: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot/',
  },
  {
    token: 'meta-webindexer',
    vendor: 'Meta',
    product: 'Meta AI search',
    purpose: 'search',
    uses: 'Indexes pages so Meta AI can cite and link to them',
    robotsTxt: 'follows',
    docs: META,
  },
  {
    token: 'ChatGPT-User',
    vendor: 'OpenAI',
    product: 'ChatGPT',
    purpose: 'user',
    uses: 'Opens a page when a person asks ChatGPT to; not used for training',
    robotsTxt: 'may-ignore',
    docs: OPENAI,
  },
  {
    token: 'Claude-User',
    vendor: 'Anthropic',
    product: 'Claude',
    purpose: 'user',
    uses: 'Opens a page when a person asks Claude a question',
    robotsTxt: 'follows',
    docs: ANTHROPIC,
  },
  {
    token: 'Perplexity-User',
    vendor: 'Perplexity',
    product: 'Perplexity',
    purpose: 'user',
    uses: 'Opens a page when a person asks Perplexity a question; not used for training',
    robotsTxt: 'may-ignore',
    docs: PERPLEXITY,
  },
  // https://docs.mistral.ai/robots: MistralAI-User fetches a page for a person's request in Le Chat, no
  // automatic crawling and no training; robots.json: respects robots.txt.
  {
    token: 'MistralAI-User',
    vendor: 'Mistral AI',
    product: 'Le Chat',
    purpose: 'user',
    uses: 'Opens a page when a person asks Le Chat to; not used for training',
    robotsTxt: 'follows',
    docs: 'https://docs.mistral.ai/robots',
  },
  {
    token: 'Meta-ExternalFetcher',
    vendor: 'Meta',
    product: 'Meta AI',
    purpose: 'user',
    uses: 'Opens a link a person asks Meta AI about',
    robotsTxt: 'may-ignore',
    docs: META,
  },
  {
    token: 'Amzn-User',
    vendor: 'Amazon',
    product: 'Alexa',
    purpose: 'user',
    uses: 'Fetches live information when a person asks Alexa; not used for training',
    robotsTxt: 'follows',
    docs: AMAZON,
  },
  {
    token: 'GPTBot',
    vendor: 'OpenAI',
    product: "OpenAI's models",
    purpose: 'training',
    uses: 'Collects pages that may be used to train OpenAI’s models',
    robotsTxt: 'follows',
    docs: OPENAI,
  },
  {
    token: 'ClaudeBot',
    vendor: 'Anthropic',
    product: "Anthropic's models",
    purpose: 'training',
    uses: 'Collects pages that may be used to train Anthropic’s models',
    robotsTxt: 'follows',
    docs: ANTHROPIC,
  },
  {
    token: 'Google-Extended',
    vendor: 'Google',
    product: 'Gemini: its training, and grounding in Gemini Apps and Vertex AI',
    purpose: 'training',
    uses: 'No crawler of its own: governs whether pages Googlebot fetched train Gemini models and ground answers in Gemini Apps and Vertex AI. Not Google Search, nor its AI Overviews and AI Mode (those use Googlebot)',
    robotsTxt: 'follows',
    docs: GOOGLE_EXTENDED,
  },
  {
    token: 'Applebot-Extended',
    vendor: 'Apple',
    product: "Apple's models",
    purpose: 'training',
    uses: 'No crawler of its own: governs whether pages Applebot fetched train Apple’s models',
    robotsTxt: 'follows',
    docs: APPLE,
  },
  {
    token: 'meta-externalagent',
    vendor: 'Meta',
    product: "Meta's models",
    purpose: 'training',
    uses: 'Collects pages to train Meta’s AI models and improve its products',
    robotsTxt: 'follows',
    docs: META,
  },
  {
    token: 'Amazonbot',
    vendor: 'Amazon',
    product: "Amazon's models and services",
    purpose: 'training',
    uses: 'Improves Amazon’s products and services; may be used to train Amazon’s AI models',
    robotsTxt: 'follows',
    docs: AMAZON,
  },
  {
    token: 'CCBot',
    vendor: 'Common Crawl',
    product: 'the Common Crawl archive many models train on',
    purpose: 'training',
    uses: 'An open archive of the web, used among other things to train AI models',
    robotsTxt: 'follows',
    docs: 'https://commoncrawl.org/ccbot',
  },
  // No page of ByteDance's; robots.json lists Bytespider as downloading data to train models, and as not respecting robots.txt.
  {
    token: 'Bytespider',
    vendor: 'ByteDance',
    product: "ByteDance's models",
    purpose: 'training',
    uses: 'Collects pages to train ByteDance’s models (ByteDance publishes no page about it)',
    robotsTxt: 'unstated',
    docs: 'mailto:spider-feedback@bytedance.com',
  },
];
