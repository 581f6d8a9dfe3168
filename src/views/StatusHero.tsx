import type { ReactNode } from 'react';
import type { Gradient } from '../content/schema.js';
import { Icon } from './Icon.js';
import type { IconName } from '../content/icon-names.js';

/** The full-height hero of the 404 and 500 pages: icon, h1, explanation, ways forward. */
export function StatusHero({
  icon,
  gradient,
  title,
  text,
  help,
  children,
}: {
  icon: IconName;
  gradient: Gradient;
  title: string;
  text: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <section className={`hero not-found grad-${gradient}`}>
      <div className="container">
        <div className="hero-inner">
          <span className="hero-icon">
            <Icon name={icon} size={32} />
          </span>
          <h1>{title}</h1>
          <p className="hero-text">{text}</p>
          <p className="not-found-help">{help}</p>
          <div className="hero-actions">{children}</div>
        </div>
      </div>
    </section>
  );
}
