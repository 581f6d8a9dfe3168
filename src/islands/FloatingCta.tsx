/**
 * The home page's floating call-to-action (spec 2.2). Its label follows the section at the viewport
 * midpoint, found with an IntersectionObserver on a one-pixel line across the middle of the viewport.
 * It never covers a control: whenever a link, button or form field lies under it (the hero's
 * buttons on a phone, the form's fields on a desktop), it steps out of the way until the page moves
 * on. It stays hidden until hydrated, so it never sits over the page before it can tell.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { sectionIds } from '../shared/section-ids.js';

export const floatingLabels: Record<string, string> = {
  [sectionIds.hero]: 'Get Started',
  [sectionIds.services]: 'Enquire',
  [sectionIds.caseStudies]: 'See Results',
  [sectionIds.about]: 'Meet the Team',
  [sectionIds.contact]: 'Get Free Audit',
};

/** What a visitor could mean to press: not a scroll container made focusable for the keyboard (the case-study scroller). */
const CONTROLS = 'a[href], button, input, select, textarea, label, summary';

/** True when any visible control's box overlaps `el`'s box (with a small margin). */
function coversControl(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  const margin = 6;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (el.contains(control)) continue;
    const c = control.getBoundingClientRect();
    if (!c.width || !c.height) continue;
    if (c.left < r.right + margin && c.right > r.left - margin && c.top < r.bottom + margin && c.bottom > r.top - margin) return true;
  }
  return false;
}

export default function FloatingCta() {
  const [section, setSection] = useState<string>(sectionIds.hero);
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

  // Checked after every scroll and resize, and again whenever the label (and so the width) changes.
  const frame = useRef(0);
  const check = useRef(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (link.current) setTucked(coversControl(link.current));
    });
  });
  useEffect(() => check.current(), [section]);
  useEffect(() => {
    const schedule = check.current;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame.current);
    };
  }, []);

  const target = section === sectionIds.hero ? sectionIds.contact : section;
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
