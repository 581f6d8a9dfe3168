/**
 * The home page's floating call-to-action. Without JavaScript: a link to the form labelled
 * 'Get Started'. Hydrated, its label follows the section at the viewport midpoint (spec 2.2),
 * found with an IntersectionObserver on a one-pixel line across the middle of the viewport.
 */
import { useEffect, useState, type MouseEvent } from 'react';

export const floatingLabels: Record<string, string> = {
  hero: 'Get Started',
  services: 'Enquire',
  'case-studies': 'See Results',
  about: 'Meet the Team',
  contact: 'Get Free Audit',
};

export default function FloatingCta() {
  const [section, setSection] = useState('hero');
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setSection(entry.target.id);
      },
      { rootMargin: '-50% 0px -50% 0px', threshold: 0 },
    );
    for (const id of Object.keys(floatingLabels)) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, []);

  const target = section === 'hero' ? 'contact' : section;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const el = document.getElementById(target);
    if (!el) return;
    e.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    history.replaceState(null, '', `#${target}`);
  };
  return (
    <a className="floating-cta btn btn--primary" href={`#${target}`} data-section={section} onClick={onClick}>
      {floatingLabels[section] ?? floatingLabels.hero}
    </a>
  );
}
