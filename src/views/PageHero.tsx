import type { ReactNode } from 'react';
import type { Crumb } from '../content/page-entry.js';
import type { Gradient } from '../content/schema.js';
import type { IconName } from '../content/icon-names.js';
import { Icon } from './Icon.js';

/** Hero of every page but home: breadcrumb, category label, icon, h1, description, buttons. */
export function PageHero(props: {
  category: string;
  title: string;
  subtitle?: string;
  description: string;
  icon: IconName;
  gradient: Gradient;
  crumbs?: Crumb[];
  children?: ReactNode;
  /** Narrow pages (legal) line the hero up with their 860 px text column. */
  narrow?: boolean;
}) {
  return (
    <section className={`hero page-hero grad-${props.gradient}`}>
      <div className={props.narrow ? 'container narrow' : 'container'}>
        <div className="hero-inner">
          {props.crumbs && (
            <nav className="breadcrumbs" aria-label="Breadcrumb">
              <ol>
                {props.crumbs.map((c) => (
                  <li key={c.label}>{c.href ? <a href={c.href}>{c.label}</a> : <span aria-current="page">{c.label}</span>}</li>
                ))}
              </ol>
            </nav>
          )}
          <span className="hero-icon">
            <Icon name={props.icon} size={32} />
          </span>
          <p className="eyebrow">{props.category}</p>
          <h1>{props.title}</h1>
          {props.subtitle && <p className="hero-subtitle">{props.subtitle}</p>}
          <p className="hero-text">{props.description}</p>
          {props.children}
        </div>
      </div>
    </section>
  );
}
