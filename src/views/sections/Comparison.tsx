import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';
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
            <ul className="checks">
              {col.points.map((p) => (
                <li key={p}>
                  <Icon name="Check" size={16} />
                  {p}
                </li>
              ))}
            </ul>
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
            {p.points && (
              <ul className="checks">
                {p.points.map((x) => (
                  <li key={x}>
                    <Icon name="Check" size={16} />
                    {x}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}
