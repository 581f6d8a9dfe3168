import type { LegalPage as LegalContent } from '../../content/types.js';
import type { Crumb } from '../../content/page-entry.js';
import { PageHero } from '../PageHero.js';

/** Privacy policy and terms: numbered sections with a table of contents. */
export function LegalPage({
  content,
  numbered,
  backHome,
  crumbs,
}: {
  content: LegalContent;
  numbered?: boolean;
  backHome?: boolean;
  crumbs?: Crumb[];
}) {
  return (
    <>
      <PageHero
        category="Legal"
        title={content.title}
        description={`Last updated ${content.updated}`}
        gradient="indigo"
        icon="Scale"
        narrow
        crumbs={crumbs}
      />
      <div className="container narrow legal">
        <div className="legal-intro">
          {content.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <nav className="legal-toc" aria-label="Contents">
          <h2 className="legal-toc-title">Contents</h2>
          <ol>
            {content.sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#section-${i + 1}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((s, i) => (
          <section className="legal-section" id={`section-${i + 1}`} key={s.heading}>
            <h2>
              {numbered ? `${i + 1}. ` : ''}
              {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.bullets && (
              <ul>
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {s.after?.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <p className="legal-updated">Last updated {content.updated}</p>
        {backHome && (
          <p>
            <a className="btn btn--primary" href="/">
              Back to Home
            </a>
          </p>
        )}
      </div>
    </>
  );
}
