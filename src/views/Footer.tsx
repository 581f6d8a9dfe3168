import { footerColumns } from '../../data/navigation.js';
import { site } from '../../data/site.js';
import { BrandMark, BrandName } from '../islands/BrandMark.js';
import { ContactList } from './ContactList.js';

/** Site footer: contact details, link columns, ABN, copyright and office hours. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="brand" href="/">
            <BrandMark gradientId="brand-grad-footer" />
            <BrandName />
          </a>
          <p className="footer-tagline">{site.tagline}</p>
          <ContactList className="footer-contact" withAddress />
        </div>
        {footerColumns.map((col) => (
          <nav className="footer-col" key={col.title} aria-label={`Footer: ${col.title}`}>
            <h2 className="footer-title">{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{site.copyright}</p>
        <p>
          {site.legalName} · <span className="nowrap">{site.abn}</span>
        </p>
        <p>Office hours: {site.officeHours}</p>
      </div>
    </footer>
  );
}
