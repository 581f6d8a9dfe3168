import type { SectionOf } from './types.js';
import { CheckList } from '../CheckList.js';

export function TextSection({ section }: { section: SectionOf<'text'> }) {
  return (
    <div className="container prose">
      <h2>{section.heading}</h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.bullets && <CheckList items={section.bullets} />}
      {section.after?.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
