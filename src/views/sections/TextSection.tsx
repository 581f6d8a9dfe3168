import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';

export function TextSection({ section }: { section: SectionOf<'text'> }) {
  return (
    <div className="container prose">
      <h2>{section.heading}</h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.bullets && (
        <ul className="checks">
          {section.bullets.map((b) => (
            <li key={b}>
              <Icon name="Check" size={16} />
              {b}
            </li>
          ))}
        </ul>
      )}
      {section.after?.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
