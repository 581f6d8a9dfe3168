import type { SearchResult } from '../../search/index.js';
import { PageHero } from '../PageHero.js';
import { SEARCH_QUERY_FOR_AGENT, SITE_SEARCH_TOOL } from '../../islands/agent-tools.js';

/** The search form: a plain GET form, so it works without JavaScript (suggestions come with it). */
export function SearchForm({ query = '' }: { query?: string }) {
  return (
    <form className="search-form" action="/search" method="get" role="search" {...SITE_SEARCH_TOOL}>
      <label htmlFor="search-q">Search the site</label>
      <div className="search-row">
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={200}
          autoComplete="off"
          list="search-suggestions"
          enterKeyHint="search"
          toolparamdescription={SEARCH_QUERY_FOR_AGENT}
        />
        <datalist id="search-suggestions" />
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** /search?q=: the form, how many pages matched, and each with its highlighted snippet. */
export function SearchPage({ result, message }: { result?: SearchResult; message?: string }) {
  const heading = result?.terms.length
    ? `${result.total} ${result.total === 1 ? 'result' : 'results'} for "${result.query.slice(0, 80)}"`
    : 'Search';
  return (
    <>
      <PageHero
        category="Search"
        title={heading}
        description="Search every service page, guide, article and case study on our site."
        icon="Search"
        gradient="blue"
      />
      <section className="section" aria-labelledby="results-heading">
        <div className="container narrow">
          <SearchForm query={result?.query} />
          <h2 id="results-heading" className="section-title">
            {result?.hits.length ? 'Results' : 'No results'}
          </h2>
          {message && <p role="status">{message}</p>}
          {result && result.hits.length > 0 && (
            <ol className="search-results">
              {result.hits.map((h) => (
                <li key={h.path}>
                  <h3>
                    <a href={h.path}>{h.title.replace(/ \| .*$/, '')}</a>
                  </h3>
                  <p dangerouslySetInnerHTML={{ __html: h.snippet }} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
