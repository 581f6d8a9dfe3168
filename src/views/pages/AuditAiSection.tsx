/**
 * The report's "AI search" section: the verdict in plain words, each AI crawler of
 * data/ai-crawlers.ts grouped by what it fetches for (its access as robots.txt gives it, with the
 * rule and its line when it is blocked), the Content-Signal lines, /llms.txt, and what an AI crawler
 * sees of the home page next to what the phone run rendered (src/audit/lab/rendered.ts).
 */
import type { AiAccess, AiCrawlerAccess, LabView } from '../../audit/index.js';
import { plural } from '../../shared/words.js';
import { PasteBlock } from './AuditFix.js';

const PURPOSES: { purpose: AiCrawlerAccess['purpose']; title: string; intro: string }[] = [
  {
    purpose: 'search',
    title: 'AI search and answers',
    intro:
      'These build the indexes that ChatGPT search, Claude, Perplexity, Siri, Alexa, DuckAssist and Meta AI answer from and link to. Blocking one keeps you out of its answers. Google’s AI Overviews and AI Mode answer from Google Search’s index, which Googlebot builds, and Microsoft Copilot from Bing’s, which bingbot builds: those two count in the search part of this report.',
  },
  {
    purpose: 'user',
    title: 'When someone asks about your site',
    intro:
      'These open a page at the moment a person asks an assistant about it. Blocking one asks the assistant not to fetch your pages when a person asks; some of their makers say robots.txt may not apply to such fetches. It does not keep you out of search answers.',
  },
  {
    purpose: 'training',
    title: 'Model training',
    intro:
      'These collect pages, or govern the use of pages already fetched, to train AI models. Blocking them is your choice: it does not affect AI search. Google-Extended also governs the grounding of answers in Gemini Apps and Vertex AI, not Google Search, its AI Overviews or AI Mode.',
  },
];

const STANCE: Record<AiCrawlerAccess['robotsTxt'], string> = {
  follows: 'Yes',
  'may-ignore': 'Not always: its maker says robots.txt may not apply when a person asks',
  unstated: 'Its maker does not say',
};

/** A crawler's access in words. */
function accessText(c: AiCrawlerAccess): string {
  const via = c.via ? ` (by ${c.via}’s rules, which it follows when robots.txt does not name it)` : '';
  if (c.state === 'blocked') return `${c.rule ? `Blocked by the rule “${c.rule.text}” on line ${c.rule.line}` : 'Blocked'}${via}`;
  if (c.state === 'partly')
    return `Partly blocked: ${c.pages - c.readable} of ${plural(c.pages, 'page', 'pages')}, for example ${c.example}${via}`;
  return `${c.pages > 1 ? `Allowed on all ${c.pages} pages we checked` : 'Allowed'}${via}`;
}

/** A kept-out row's reason, short: "blocked by “Disallow: /” (line 11)". */
const keptText = (c: AiCrawlerAccess) =>
  c.state === 'blocked' && c.rule
    ? `blocked by “${c.rule.text}” (line ${c.rule.line})${c.via ? `, ${c.via}’s rules` : ''}`
    : accessText(c).replace(/^[A-Z]/, (x) => x.toLowerCase());

function CrawlerTable({ crawlers, access = true }: { crawlers: AiCrawlerAccess[]; access?: boolean }) {
  return (
    <div className="lab-table-wrap">
      <table className="lab-table ai-table">
        <thead>
          <tr>
            <th scope="col">Crawler</th>
            <th scope="col">Used for, as its maker says</th>
            <th scope="col">Follows robots.txt</th>
            {access && <th scope="col">Your robots.txt</th>}
          </tr>
        </thead>
        <tbody>
          {crawlers.map((c) => (
            <tr key={c.token} className={`ai-row ai-row--${c.state}`}>
              <th scope="row">
                <a href={c.docs}>{c.token}</a> <span className="ai-vendor">{`(${c.vendor})`}</span>
              </th>
              <td data-label="Used for">{c.uses}</td>
              <td data-label="Follows robots.txt">{STANCE[c.robotsTxt]}</td>
              {access && <td data-label="Your robots.txt">{accessText(c)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where something on the page is: in its HTML, only once its scripts have run, or nowhere (`none` says it). */
const whereItIs = (state: string, none: string) =>
  state === 'html' ? 'in the HTML' : state === 'after-js' ? 'only after JavaScript runs' : none;

/** Whether the phone run was made to compare with (none made, or no browser on the server: nothing to say). */
const compared = (lab: LabView) => lab.state === 'measuring' || (lab.state === 'recorded' && lab.result.status !== 'unavailable');

/** What an AI crawler that does not run JavaScript sees of the home page, beside the phone's rendering. */
function RenderedNote({ lab }: { lab: LabView }) {
  if (lab.state === 'measuring')
    return <p>We compare what AI crawlers see with what a phone shows once the phone measurement above has finished.</p>;
  const rendered = lab.state === 'recorded' ? lab.result.pages[0]?.rendered : undefined;
  if (!rendered)
    return (
      <p>
        The comparison with your page as a phone renders it could not be made, because the phone measurement did not read your home page.
      </p>
    );
  const heading = rendered.h1 === 'after-js' ? ', and its main heading,' : '';
  const lead = `${rendered.onlyAfterJs}% of the words in your home page’s main content${heading} appear only after JavaScript runs.`;
  const meaning =
    rendered.onlyAfterJs >= 50
      ? ' GPTBot, ClaudeBot and PerplexityBot do not run JavaScript, so to them the page’s main content is nearly empty.'
      : rendered.onlyAfterJs >= 15
        ? ' GPTBot, ClaudeBot and PerplexityBot do not run JavaScript, so they miss that part of it.'
        : ' Nearly all of it is in the page’s HTML, where every AI crawler reads it.';
  return (
    <>
      <p>
        <strong>{lead}</strong>
        {meaning}
      </p>
      <ul className="ai-facts">
        <li>Main heading: {whereItIs(rendered.h1, 'none, even after JavaScript runs')}</li>
        <li>Phone number: {whereItIs(rendered.phone, 'none found on the page')}</li>
        <li>
          Links: {rendered.links.html} in the HTML, {rendered.links.rendered} once rendered
        </li>
      </ul>
    </>
  );
}

function LlmsNote({ llms }: { llms: AiAccess['llms'] }) {
  switch (llms.state) {
    case 'valid':
      return (
        <p>
          Your /llms.txt follows llmstxt.org’s layout{llms.title ? `, titled "${llms.title}"` : ''}
          {llms.links ? `, with ${plural(llms.links, 'key page', 'key pages')} listed` : ''}.
          {llms.wrongType ? ` Your server sends it as ${llms.wrongType}; it should be text/plain or text/markdown.` : ''}
        </p>
      );
    case 'malformed':
      return <p>Your /llms.txt does not follow llmstxt.org’s layout: {llms.problem}</p>;
    case 'unreadable':
      return <p>Your /llms.txt could not be read. It is optional, and not scored.</p>;
    case 'missing':
      return (
        <p>
          No /llms.txt
          {llms.webPage ? ' (the address answers with one of your web pages, as servers do for an address they do not have)' : ''}: an
          optional summary of your business and key pages for AI assistants (llmstxt.org), not scored
          {llms.paste ? '; one built from your pages is below.' : '.'}
        </p>
      );
  }
}

/** What keeping a crawler of each purpose out does, in a few words after its rule. */
const KEPT_OUT_MEANS: Record<AiCrawlerAccess['purpose'], string> = {
  search: 'keeps you out of its answers',
  user: 'asks it not to open your pages when someone asks; its maker may not honour that',
  training: 'your choice, not AI search',
};

/**
 * The crawlers robots.txt keeps from any page, a short row each, then every crawler by what it
 * fetches for behind one line: on a phone and on paper, a dozen rows of "Allowed" would bury the
 * ones that matter.
 */
function Crawlers({ crawlers }: { crawlers: AiCrawlerAccess[] }) {
  const kept = crawlers.filter((c) => c.state !== 'allowed');
  const allowed = crawlers.filter((c) => c.state === 'allowed');
  const pages = Math.max(0, ...crawlers.map((c) => c.pages));
  // Crawlers robots.txt does not name, kept out by the one rule of its `*` group: one cause, said once.
  const everyone = kept.filter((c) => !c.named && !c.via && c.state === 'blocked');
  const oneRule = everyone.length > 1 && everyone.every((c) => c.rule?.line === everyone[0]?.rule?.line) ? everyone : [];
  const readers =
    allowed.length === crawlers.length
      ? `All ${crawlers.length} AI crawlers we know of`
      : `The other ${plural(allowed.length, 'AI crawler', 'AI crawlers')}`;
  return (
    <>
      {kept.length > 0 && (
        <ul className="ai-kept">
          {oneRule.length > 0 && (
            <li className="ai-row ai-row--blocked">
              {`${oneRule[0]?.rule ? `The rule “${oneRule[0].rule.text}” on line ${oneRule[0].rule.line}` : 'Your robots.txt'} keeps out every crawler it does not name: ${plural(oneRule.length, 'AI crawler', 'AI crawlers')} we know of, for AI search, for the pages a person asks about and for training.`}
            </li>
          )}
          {kept
            .filter((c) => !oneRule.includes(c))
            .map((c) => (
              <li key={c.token} className={`ai-row ai-row--${c.state}`}>
                <a href={c.docs}>{c.token}</a> ({c.product}): {keptText(c)}; {KEPT_OUT_MEANS[c.purpose]}.
              </li>
            ))}
        </ul>
      )}
      {/* On paper the tables stay folded: the line says who may read, its promise of tables is left out (report.css). */}
      <details className={`ai-allowed${allowed.length ? '' : ' ai-allowed--none'}`}>
        <summary>
          {allowed.length ? (
            <span>
              {`${readers} may read ${pages > 1 ? `all ${pages} pages we checked` : 'your site'}`}
              <span className="ai-allowed-more">: what each is for, and whether it follows robots.txt</span>
            </span>
          ) : (
            `What each of the ${crawlers.length} AI crawlers is for, and whether it follows robots.txt`
          )}
        </summary>
        {PURPOSES.map(({ purpose, title, intro }) => (
          <div key={purpose} className="ai-purpose">
            <h3>{title}</h3>
            <p>{intro}</p>
            {/* Every crawler kept out by the one rule said above: a column of the same words would say it again. */}
            <CrawlerTable crawlers={crawlers.filter((c) => c.purpose === purpose)} access={oneRule.length < crawlers.length} />
          </div>
        ))}
      </details>
    </>
  );
}

/** The report's "AI search" section; nothing for a check made before it was kept. */
export function AuditAiSection({ ai, lab }: { ai: AiAccess | null; lab: LabView }) {
  if (!ai) return null;
  return (
    <section className="audit-group ai" aria-labelledby="audit-ai">
      <h2 id="audit-ai" className="section-title">
        AI search
      </h2>
      <p className="section-subtitle">Whether AI assistants may read your site, as your robots.txt tells each of their crawlers.</p>
      <p className={`card lab-note ai-verdict${ai.blocksSearch ? ' ai-verdict--blocked' : ''}`}>{ai.verdict}.</p>
      {!ai.robots && <p>Your site has no robots.txt we could read, so every crawler may read every page.</p>}
      <Crawlers crawlers={ai.crawlers} />
      <div className="ai-details">
        {(compared(lab) || ai.scriptOnly > 0) && (
          <div className="card lab-card">
            <h3>What an AI crawler sees of your home page</h3>
            <RenderedNote lab={lab} />
            {ai.scriptOnly > 0 && (
              <p>
                {plural(ai.scriptOnly, 'page', 'pages')} we read {ai.scriptOnly === 1 ? 'shows' : 'show'} almost no text in{' '}
                {ai.scriptOnly === 1 ? 'its' : 'their'} main content before {ai.scriptOnly === 1 ? 'its' : 'their'} scripts run.
              </p>
            )}
          </div>
        )}
        <div className="card lab-card">
          <h3>llms.txt and content signals</h3>
          <LlmsNote llms={ai.llms} />
          {ai.unavailable ? (
            <p>Your robots.txt {ai.unavailable}, so its Content-Signal lines, if it has any, could not be read.</p>
          ) : !ai.robots ? null : ai.signals.length ? (
            <ul className="ai-facts">
              {ai.signals.map((s) => (
                <li key={s.line}>
                  Line {s.line} (for {s.agents.join(', ')}):{' '}
                  {Object.entries(s.values)
                    .map(([k, v]) => `${k}=${v}`)
                    .join(', ') || 'no setting we recognise'}
                </li>
              ))}
            </ul>
          ) : (
            <p>No Content-Signal lines in your robots.txt (they say what your content may be used for).</p>
          )}
        </div>
      </div>
      {ai.llms.paste && <PasteBlock fix={ai.llms.paste} id="llms-txt-new" folded />}
      {ai.llms.unoffered && (
        <p className="fix-unoffered">
          <strong>No llms.txt to upload:</strong> {ai.llms.unoffered}
        </p>
      )}
    </section>
  );
}
