import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';
import { SectionIntro } from './SectionIntro.js';

export function ListSection({ section }: { section: SectionOf<'list'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <ul className="item-list">
        {section.items.map((item) => (
          <li key={item.title}>
            <Icon name="CheckCircle2" size={20} />
            <div>
              <strong>{item.title}</strong>
              {item.desc && <p>{item.desc}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Faq({ section }: { section: SectionOf<'faq'> }) {
  return (
    <div className="container narrow">
      <h2 className="section-title">{section.heading}</h2>
      <div className="faq">
        {section.items.map((item) => (
          <details key={item.q}>
            <summary>
              {item.q}
              <Icon name="ChevronDown" size={18} className="faq-chevron" />
            </summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
