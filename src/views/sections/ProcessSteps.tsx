import type { SectionOf } from './types.js';
import { SectionIntro } from './SectionIntro.js';

export function ProcessSteps({ section }: { section: SectionOf<'steps'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <ol className={`grid steps steps--${section.steps.length > 4 ? 'many' : 'few'}`}>
        {section.steps.map((s) => (
          <li className="card step" data-reveal="" key={s.step}>
            <span className="step-number" aria-hidden="true">
              {s.step}
            </span>
            <h3>{s.title}</h3>
            <p>{s.desc}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
