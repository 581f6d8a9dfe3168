/**
 * The home page's floating call-to-action (spec 2.2). Its label follows the section at the viewport
 * midpoint, found with an IntersectionObserver on a one-pixel line across the middle of the viewport.
 * It is seen at every section yet never covers a control: its place is the bottom-right corner, and
 * when a link, button or form field lies there (a case study's link, the hero's buttons on a phone)
 * it rises up the right-hand edge to the lowest clear spot, riding above that control until there is
 * room below it again. Only when the whole edge is taken, on a phone whose screen the audit form's
 * fields fill, does it step out of sight. It stays hidden until hydrated, so it never sits over the
 * page before it can tell.
 */
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
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

/** Clear space kept between the button and any control, in px. */
const GAP = 6;

/**
 * How far (px) the button must rise from its corner so that no control lies under it, or null when
 * no height between the header and the corner is clear.
 */
function clearLift(el: HTMLElement): number | null {
  const style = getComputedStyle(el);
  // Its box in the corner, from its CSS: the lift is a `translate`, which these values leave out.
  const right = document.documentElement.clientWidth - parseFloat(style.right);
  const left = right - el.offsetWidth;
  const floor = document.documentElement.clientHeight - parseFloat(style.bottom);
  const ceiling = (parseFloat(style.getPropertyValue('--header-h')) || 0) + GAP;
  const inLane: DOMRect[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (el.contains(control)) continue;
    const c = control.getBoundingClientRect();
    if (c.width && c.height && c.left < right + GAP && c.right > left - GAP) inLane.push(c);
  }
  // Upwards from the corner: each control in the way puts the button's bottom just above it.
  for (let bottom = floor; bottom - el.offsetHeight >= ceiling; ) {
    const top = bottom - el.offsetHeight;
    const inWay = inLane.filter((c) => c.top < bottom + GAP && c.bottom > top - GAP);
    if (!inWay.length) return floor - bottom;
    bottom = Math.min(...inWay.map((c) => c.top)) - GAP;
  }
  return null;
}

export default function FloatingCta() {
  const [section, setSection] = useState<string>(sectionIds.hero);
  // How far it has risen from its corner to clear the controls there; null: nowhere is clear.
  const [lift, setLift] = useState<number | null>(0);
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

  // Checked after every scroll and resize, when a card's reveal ends (its links have moved), and
  // whenever the label (and so the width) changes.
  const frame = useRef(0);
  const check = useRef(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (link.current) setLift(clearLift(link.current));
    });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the section is the trigger, not a value the effect reads (check is a stable ref)
  useEffect(() => check.current(), [section]);
  useEffect(() => {
    const schedule = check.current;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('transitionend', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('transitionend', schedule);
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
      className={lift === null ? 'floating-cta btn btn--primary is-tucked' : 'floating-cta btn btn--primary'}
      style={lift ? ({ '--lift': `${lift}px` } as CSSProperties) : undefined}
      href={`#${target}`}
      data-section={section}
      onClick={onClick}
    >
      {floatingLabels[section] ?? floatingLabels.hero}
    </a>
  );
}
