import { KeepWords } from '../KeepWords.js';
import { sectionIds } from '../../shared/section-ids.js';
import { home } from '../../../data/home.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { Icon } from '../Icon.js';
import { CheckList } from '../CheckList.js';
import { SectionHeader } from '../SectionHeader.js';
import { CaseStudyCard, TestimonialCard } from '../home/CaseStudyCard.js';
import { ContactSection } from '../ContactSection.js';
import { Island } from '../Island.js';
import LaserButton from '../../islands/LaserButton.js';

function Hero() {
  const { hero } = home;
  const [before, after] = hero.title.split(hero.highlight);
  return (
    <section id={sectionIds.hero} className="hero hero--home grad-violet">
      <div className="container">
        <div className="hero-inner">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1>
            {before}
            <span className="text-gradient">{hero.highlight}</span>
            {after}
          </h1>
          <p className="hero-text">{hero.text}</p>
          <div className="hero-actions">
            <a className="btn btn--primary btn--lg" href={`#${sectionIds.contact}`}>
              <KeepWords text={hero.primaryLabel} />
            </a>{' '}
            <Island name="LaserButton" wake="interaction" props={{ label: hero.laserLabel, message: hero.laserAlert }}>
              <LaserButton label={hero.laserLabel} message={hero.laserAlert} />
            </Island>
          </div>
          <ul className="hero-stats">
            {hero.stats.map((s) => (
              <li key={s.label}>
                <strong>{s.value}</strong>
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
          <a className="scroll-down" href={`#${sectionIds.services}`} aria-label={hero.scrollLabel}>
            <Icon name="ArrowDown" size={24} />
          </a>
        </div>
      </div>
    </section>
  );
}

function Services() {
  const s = home.services;
  return (
    <section id={sectionIds.services} className="section">
      <div className="container">
        <SectionHeader eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} />
        <div className="grid grid--3">
          {s.items.map((item) => (
            <article className="card service-card" data-reveal="" key={item.title}>
              <span className="card-icon">
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <CheckList items={item.features} />{' '}
              <a className="card-link" href={item.href}>
                Explore {item.title}
                <Icon name="ArrowRight" size={16} />
              </a>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function CaseStudies() {
  const c = home.caseStudies;
  return (
    <section id={sectionIds.caseStudies} className="section section--alt">
      <div className="container">
        <SectionHeader eyebrow={c.eyebrow} heading={c.heading} intro={c.intro} id="case-studies-title" />
        {/* A scrolling region a keyboard can reach; its own heading (for screen readers) names it in the outline. */}
        <section className="scroller" aria-labelledby="case-studies-list" tabIndex={0}>
          <h3 id="case-studies-list" className="visually-hidden">
            {c.listLabel}
          </h3>
          {c.items.map((study) => (
            <CaseStudyCard study={study} key={study.title} />
          ))}
        </section>
      </div>
    </section>
  );
}

function Testimonials() {
  const t = home.testimonials;
  return (
    <section className="section" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeader eyebrow={t.eyebrow} heading={t.heading} intro={t.intro} id="testimonials-title" />
        <div className="grid grid--3">
          {t.items.map((item) => (
            <TestimonialCard testimonial={item} key={item.name} />
          ))}
        </div>
      </div>
    </section>
  );
}

const statLabels = { projects: 'Projects', campaigns: 'Campaigns', adSpend: 'Ad spend managed', websites: 'Websites' } as const;

function Team() {
  const t = home.team;
  return (
    <section id={sectionIds.about} className="section section--alt">
      <div className="container">
        <SectionHeader eyebrow={t.eyebrow} heading={t.heading} intro={t.intro} />
        <div className="grid grid--4">
          {t.members.map((m) => (
            <article className="card team-card" data-reveal="" key={m.name}>
              <span className="avatar" aria-hidden="true">
                {m.name
                  .split(' ')
                  .map((p) => p[0])
                  .join('')}
              </span>
              <h3>{m.name}</h3>
              <p className="team-role">{m.role}</p>
              <p>{m.bio}</p>
              <dl className="team-stats">
                {(Object.keys(statLabels) as (keyof typeof statLabels)[])
                  .filter((k) => m.stats[k])
                  .map((k) => (
                    <div key={k}>
                      <dt>{statLabels[k]}</dt>
                      <dd>{m.stats[k]}</dd>
                    </div>
                  ))}
                <div>
                  <dt>Experience</dt>
                  <dd>{m.experience} years</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The home page (spec 2.2): one scroll with hero, services, case studies, testimonials, team and the audit form. */
export function HomePage({ form }: { form?: EnquiryFormState }) {
  return (
    <>
      <Hero />
      <Services />
      <CaseStudies />
      <Testimonials />
      <Team />
      <ContactSection source="/" form={form} />
    </>
  );
}
