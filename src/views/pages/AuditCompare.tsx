/**
 * "How you compare" on a finished report (src/audit/checks/comparison.ts): the prospect's site beside
 * up to three competitors', the score's parts and the facts an owner understands, one column per site
 * (its host in the header) and one row per fact (its name in the row's first cell); each cell as that
 * site's check read it, or why it was not read. Where the prospect is behind, their cell links to the
 * fix in this report. Then the form that adds competitors: a plain form (`competitor1` …, each
 * `type="url"`), which the report's island sends by fetch; refused, it comes back with each address as
 * typed and what is wrong with it. At 375 px each row stacks, each cell labelled with its site.
 */
import type { Comparison, ComparisonView } from '../../audit/index.js';
import { COMPARE_TOOL } from '../../islands/agent-tools.js';
import { plural } from '../../shared/words.js';

const siteLabel = (s: Comparison['sites'][number]) => (s.own ? `${s.host} (you)` : s.host);

/** A table's header row: what its first column holds (for screen readers), then each site's host. */
function SiteHeads({ labels, first }: { labels: string[]; first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">{first}</span>
        </th>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function ComparisonTables({ table }: { table: Comparison }) {
  const labels = table.sites.map(siteLabel);
  return (
    <>
      <div className="compare-scroll">
        <table className="compare-table compare-facts">
          <caption>What each site does, as our check read it</caption>
          <SiteHeads labels={labels} first="Fact" />
          <tbody>
            {table.facts.map((row) => (
              <tr key={row.fact}>
                <th scope="row">{row.fact}</th>
                {row.cells.map((cell, i) => (
                  <td key={labels[i]} data-site={labels[i]} className={cell.answer ? `compare-${cell.answer}` : 'compare-unread'}>
                    {cell.text}
                    {cell.fix && (
                      <>
                        {' '}
                        <a href={cell.fix}>See the fix</a>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="compare-scroll">
        <table className="compare-table compare-scores">
          <caption>The score and its parts, out of 100</caption>
          <SiteHeads labels={labels} first="Part of the score" />
          <tbody>
            {table.scores.map((row) => (
              <tr key={row.part}>
                <th scope="row">{row.part}</th>
                {row.cells.map((text, i) => (
                  <td key={labels[i]} data-site={labels[i]}>
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function AuditCompare({ comparison }: { comparison: ComparisonView }) {
  const { table, form, free, max, action } = comparison;
  const checking = table?.sites.some((s) => s.status === 'queued' || s.status === 'running');
  const fields = Math.max(free, form?.values.length ?? 0);
  return (
    <section
      className={`audit-group audit-compare${table ? '' : ' audit-compare--form-only'}`}
      id="comparison"
      aria-labelledby="audit-compare"
      data-comparing={checking ? '' : undefined}
    >
      <h2 id="audit-compare" className="section-title">
        How you compare
      </h2>
      <p className="audit-compare-intro">
        Your site beside {max === 1 ? 'a competitor' : `up to ${max} competitors`}, checked by the same rules: the same crawler, the same
        findings, {plural(max, 'page', 'pages')} or fewer of theirs, and their home page on the same phone. A cell says what we read, or why
        we could not read it; we never read a site whose robots.txt asks us not to.
      </p>
      {table && <ComparisonTables table={table} />}
      {checking && (
        <p className="audit-compare-status" role="status">
          We are checking your competitors now, after the checks of people’s own sites; this page shows each one when it is done.
        </p>
      )}
      {fields > 0 && (
        <form className="card audit-compare-form" method="post" action={action} noValidate data-audit-compare="" {...COMPARE_TOOL}>
          <h3>Compare with a competitor</h3>
          <p>
            Enter the website of a business you compete with ({table ? `up to ${plural(free, 'more', 'more')}` : `up to ${max}`}). We check
            it as we checked yours, politely, and add it to this page.
          </p>
          <p className="audit-compare-message" role="alert" data-audit-compare-status="">
            {form?.message ?? ''}
          </p>
          {Array.from({ length: fields }, (_, i) => {
            const id = `competitor${i + 1}`;
            const error = form?.errors[i];
            return (
              <div key={id} className="field">
                <label htmlFor={id}>Competitor’s website{fields > 1 ? ` ${i + 1}` : ''}</label>
                <input
                  type="url"
                  id={id}
                  name={id}
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://competitor.com.au"
                  defaultValue={form?.values[i] ?? ''}
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  toolparamdescription="The address of a competitor's website, such as https://competitor.com.au; leave it empty to compare fewer sites."
                />
                {error && (
                  <p className="field-error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className="btn btn--primary">
            Compare
          </button>
        </form>
      )}
    </section>
  );
}
