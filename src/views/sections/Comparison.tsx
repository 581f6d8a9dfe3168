import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';
import { CheckList } from '../CheckList.js';
import { SectionIntro } from './SectionIntro.js';

export function Comparison({ section }: { section: SectionOf<'comparison'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className="grid grid--2 comparison">
        {section.columns.map((col) => (
          <article className="card" data-reveal="" key={col.title}>
            <span className="card-icon">
              <Icon name={col.icon} />
            </span>
            <h3>{col.title}</h3>
            <CheckList items={col.points} />
          </article>
        ))}
      </div>
    </div>
  );
}

export function Panels({ section }: { section: SectionOf<'panels'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className="panels">
        {section.panels.map((p) => (
          <article className="card panel" data-reveal="" key={p.title}>
            <div className="panel-head">
              <span className="card-icon">
                <Icon name={p.icon} />
              </span>
              <h3>{p.title}</h3>
            </div>
            <p>{p.desc}</p>
            {p.points && <CheckList items={p.points} />}
          </article>
        ))}
      </div>
    </div>
  );
}
