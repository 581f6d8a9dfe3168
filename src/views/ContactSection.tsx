import { home } from '../../data/home.js';
import { site } from '../../data/site.js';
import { AuditForm, type AuditFormProps } from '../islands/AuditForm.js';
import { Icon } from './Icon.js';
import { Island } from './Island.js';
import { SectionHeader } from './SectionHeader.js';

/**
 * The audit request section (id "contact"), shared by the home page and every service page
 * that has a '#contact' button. `form` carries values and errors when re-rendered after a bad POST.
 */
export function ContactSection({ source, form }: { source: string; form?: Partial<AuditFormProps> }) {
  const c = home.contact;
  const props: AuditFormProps = { submitLabel: c.submitLabel, note: c.note, source, ...form };
  return (
    <section id="contact" className="section contact">
      <div className="container contact-grid">
        <div className="contact-copy">
          <SectionHeader eyebrow={c.eyebrow} heading={c.heading} intro={c.intro} />
          <ul className="checks checks--lg">
            {c.points.map((p) => (
              <li key={p}>
                <Icon name="CheckCircle2" size={20} />
                {p}
              </li>
            ))}
          </ul>
          <ul className="contact-direct">
            <li>
              <Icon name="Phone" size={18} />
              <a href={site.phone.href}>{site.phone.display}</a>
            </li>
            <li>
              <Icon name="Mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="Clock" size={18} />
              <span>{site.officeHours}</span>
            </li>
          </ul>
        </div>
        <div className="card contact-card">
          <Island name="AuditForm" props={props}>
            <AuditForm {...props} />
          </Island>
        </div>
      </div>
    </section>
  );
}
