/**
 * The home page's floating call-to-action (spec 2.2). Its label follows the section at the viewport
 * midpoint, found with an IntersectionObserver on a one-pixel line across the middle of the viewport.
 * It never covers a control: whenever a link, button or form field lies under it (the hero's
 * buttons on a phone, the form's fields on a desktop), it steps out of the way until the page moves
 * on. It stays hidden until hydrated, so it never sits over the page before it can tell.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';

export const floatingLabels: Record<string, string> = {
  hero: 'Get Started',
  services: 'Enquire',
  'case-studies': 'See Results',
  about: 'Meet the Team',
  contact: 'Get Free Audit',
};

const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [tabindex]:not([tabindex="-1"])';

/** True when a control lies anywhere under `el`, sampled on a grid over its box (and a small margin). */
function coversControl(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  const margin = 6;
  for (let i = 0; i <= 4; i++) {
    for (let j = 0; j <= 2; j++) {
      const x = r.left - margin + ((r.width + 2 * margin) * i) / 4;
      const y = r.top - margin + ((r.height + 2 * margin) * j) / 2;
      for (const under of document.elementsFromPoint(x, y)) {
        if (!el.contains(under) && under.closest(CONTROLS)) return true;
      }
    }
  }
  return false;
}

export default function FloatingCta() {
  const [section, setSection] = useState('hero');
  const [tucked, setTucked] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

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

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (link.current) setTucked(coversControl(link.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
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
    <a
      ref={link}
      className={tucked ? 'floating-cta btn btn--primary is-tucked' : 'floating-cta btn btn--primary'}
      href={`#${target}`}
      data-section={section}
      onClick={onClick}
    >
      {floatingLabels[section] ?? floatingLabels.hero}
    </a>
  );
}
