import clsx from 'clsx';
import type { SectionOf } from './types.js';
import { Icon } from '../Icon.js';
import { CheckList } from '../CheckList.js';
import { SectionIntro } from './SectionIntro.js';
import { buttonHref, buttonLabel } from '../ButtonLink.js';

export function CardGrid({ section }: { section: SectionOf<'cards'> }) {
  const cols = section.columns ?? (section.cards.length % 3 === 0 ? 3 : section.cards.length === 1 ? 2 : 2);
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className={clsx('grid', `grid--${cols}`, section.cards.length === 1 && 'grid--single')}>
        {section.cards.map((card) => (
          <article
            className={clsx('card', section.size === 'small' && 'card--small')}
            data-reveal={section.size === 'small' ? 'small' : ''}
            key={card.title}
          >
            <span className="card-icon">
              <Icon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.desc}</p>
            {card.features && <CheckList items={card.features} />}
            {card.link && (
              <a className="card-link" href={buttonHref(card.link.href)}>
                {buttonLabel(card.link)}
                <Icon name="ArrowRight" size={16} />
              </a>
            )}
          </article>
        ))}
      </div>
    </div>
  );
}
