/**
 * A fix ready to paste (src/audit/fixes/): what it is, where it goes, the text as the site has it now
 * when its length is the problem, a change to the site's own file as lines removed and added, and the
 * text itself in a <pre> (selectable without JavaScript, printed whole) with a copy button that
 * src/islands/copy-fix.ts shows and wires. Placeholders the owner must fill in are marked.
 */
import type { PasteFix } from '../../audit/index.js';
import { splitFillIns } from '../../shared/words.js';

/** The text with each `[FILL IN: …]` placeholder marked. */
function Marked({ text }: { text: string }) {
  return (
    <>
      {splitFillIns(text).map((part, i) =>
        i % 2 ? (
          <mark key={i} className="fill-in">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A diff's lines, each marked removed, added or kept. */
function Diff({ diff }: { diff: string }) {
  return (
    <pre className="fix-diff">
      <code>
        {diff.split('\n').map((line, i) => {
          const kind = line.startsWith('- ') ? 'removed' : line.startsWith('+ ') ? 'added' : 'kept';
          return (
            <span key={i} className={`fix-diff-line fix-diff-line--${kind}`}>
              {kind === 'removed' ? (
                <span className="visually-hidden">Remove: </span>
              ) : kind === 'added' ? (
                <span className="visually-hidden">Add: </span>
              ) : null}
              {`${line}\n`}
            </span>
          );
        })}
      </code>
    </pre>
  );
}

/** How a fix prints: as its change (a diff), as a note (text for every host), or whole. */
const modifier = (fix: PasteFix) => (fix.diff ? ' fix-paste--diff' : fix.online ? ' fix-paste--online' : '');

/** A fix in its finding's card; `folded` behind its title (a plain <details>, opened for print), where space is short. */
export function PasteBlock({ fix, id, folded = false }: { fix: PasteFix; id: string; folded?: boolean }) {
  const textId = `fix-text-${id}`;
  const placeholders = splitFillIns(fix.text).length > 1;
  const body = (
    <>
      {fix.now && (
        <p className="fix-now">
          <strong>Now:</strong> {fix.now}
        </p>
      )}
      <p>{fix.where}</p>
      {placeholders && (
        <p className="fix-fill-note">
          <mark className="fill-in">[FILL IN: …]</mark> marks what we could not read from your site: fill each one in before you publish it.
        </p>
      )}
      {fix.diff && <Diff diff={fix.diff} />}
      {fix.diff && <p className="fix-print-note">On paper, the change alone: the whole of it, changed, is in this report online.</p>}
      {fix.online && <p className="fix-print-note">{fix.online}</p>}
      {fix.checked && <p className="fix-checked">{fix.checked}</p>}
      <div className="fix-copy">
        <button type="button" className="btn btn--outline fix-copy-button" data-copy={textId} hidden>
          Copy {fix.diff ? 'it whole' : 'it'}
        </button>
        <span className="fix-copy-status" role="status" aria-live="polite" data-copy-status={textId} />
      </div>
      <pre className="fix-text" id={textId}>
        <code>
          <Marked text={fix.text} />
        </code>
      </pre>
    </>
  );
  if (folded)
    return (
      <details className={`fix-paste fix-fold${modifier(fix)}`}>
        <summary className="fix-paste-title">{fix.title}</summary>
        {body}
      </details>
    );
  return (
    <div className={`fix-paste${modifier(fix)}`}>
      <h4 className="fix-paste-title">{fix.title}</h4>
      {body}
    </div>
  );
}
