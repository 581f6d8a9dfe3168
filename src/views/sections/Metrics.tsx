import type { SectionOf } from './types.js';
import { SectionIntro } from './SectionIntro.js';

export function Metrics({ section }: { section: SectionOf<'metrics'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <dl className="grid grid--4 metrics">
        {section.metrics.map((m) => (
          <div className="card metric" data-reveal="small" key={m.label}>
            <dt>
              <span className="metric-value">{m.value}</span>
              <span className="metric-label">{m.label}</span>
            </dt>
            <dd>{m.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function StatsBand({ section }: { section: SectionOf<'stats'> }) {
  return (
    <div className="container">
      {section.heading && <h2 className="section-title">{section.heading}</h2>}
      <ul className="stats-band">
        {section.stats.map((s) => (
          <li key={s.label}>
            <strong>{s.value}</strong>
            <span>{s.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
