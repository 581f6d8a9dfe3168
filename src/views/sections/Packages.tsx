import clsx from 'clsx';
import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';
import { CheckList } from '../CheckList.js';
import { SectionIntro } from './SectionIntro.js';

export function Packages({ section }: { section: SectionOf<'packages'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className={clsx('grid packages', section.packages.length === 4 ? 'grid--4' : 'grid--3')}>
        {section.packages.map((p) => (
          <article className={clsx('card package', p.highlight && 'package--highlight')} data-reveal="" key={p.title}>
            {p.highlight && <p className="badge">Most Popular</p>}
            <span className="card-icon">
              <Icon name={p.icon} />
            </span>
            <h3>{p.title}</h3>
            <p className="package-price">{p.price}</p>
            <p>{p.desc}</p>
            <CheckList items={p.features} />
          </article>
        ))}
      </div>
      {section.note && <p className="section-note">{section.note}</p>}
    </div>
  );
}
