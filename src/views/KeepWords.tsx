import { Fragment } from 'react';

/**
 * Text whose hyphenated words never break at the hyphen ("Un-laserable" stays whole on a phone):
 * each is wrapped in a no-wrap span, so the text itself (and what tests and screen readers read) is unchanged.
 */
export function KeepWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\S+-\S+)/).map((part, i) =>
        i % 2 ? (
          <span className="nowrap" key={i}>
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
