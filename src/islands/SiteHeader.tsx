/**
 * Top navigation. Server-rendered with real links; CSS opens menus on hover and focus without
 * JavaScript. Hydrated, it adds the timed menus and keyboard support (DesktopNav.tsx), the phone
 * menu button, and the scroll-darken/hide bar.
 */
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import clsx from 'clsx';
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { menus } from '../../data/navigation.js';
import { site } from '../../data/site.js';
import { BrandMark, BrandName } from './BrandMark.js';
import { DesktopNav, MenuGroups, useDesktopMenus } from './DesktopNav.js';
import { NAV_DARKEN_AT_PX, NAV_HIDE_AFTER_PX } from './constants.js';
import { SEARCH_QUERY_FOR_AGENT, SITE_SEARCH_TOOL } from './agent-tools.js';

/** The id of the phone menu that works without JavaScript (rendered by Layout after the content). */
export const PHONE_MENU_ID = 'site-menu';

/** Whether the page has scrolled past the darken threshold, and whether the bar is hidden while scrolling down. */
function useScrollState() {
  const [state, setState] = useState({ scrolled: false, hidden: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const direction = y > lastY ? 'down' : y < lastY ? 'up' : 'none';
      lastY = y;
      setState((s) => {
        // Hidden only while scrolling down past the threshold; any scroll up shows the bar again.
        const next = {
          scrolled: y > NAV_DARKEN_AT_PX,
          hidden: direction === 'down' ? y > NAV_HIDE_AFTER_PX : direction === 'up' ? false : s.hidden,
        };
        return next.scrolled === s.scrolled && next.hidden === s.hidden ? s : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/**
 * Whether the header has hydrated (`enhanced`: the phone menu becomes a button), and the phone
 * menu's open state: opened by the no-JS Menu link that woke the island, closed by Escape.
 */
function usePhoneMenu(headerRef: RefObject<HTMLElement | null>) {
  const [enhanced, setEnhanced] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => {
    // Woken by a tap on the no-JS Menu link: the menu stays open, now as the enhanced one.
    if (location.hash === `#${PHONE_MENU_ID}`) {
      history.replaceState(history.state, '', location.pathname + location.search);
      setMobileOpen(true);
    }
    setEnhanced(true);
  }, []);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus inside the closing panel would fall to <body>: it goes back to the toggle, as the desktop menus do.
      const panel = headerRef.current?.querySelector<HTMLElement>('#mobile-nav-panel');
      if (panel?.contains(document.activeElement)) headerRef.current?.querySelector<HTMLButtonElement>('.mobile-nav-toggle')?.focus();
      setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [headerRef]);
  return { enhanced, mobileOpen, setMobileOpen };
}

function HeaderSearch() {
  return (
    <form className="header-search" action="/search" method="get" role="search" {...SITE_SEARCH_TOOL}>
      <label className="visually-hidden" htmlFor="header-search-q">
        Search the site
      </label>
      <input
        id="header-search-q"
        type="search"
        name="q"
        placeholder="Search"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        list="header-search-suggestions"
        toolparamdescription={SEARCH_QUERY_FOR_AGENT}
      />
      <datalist id="header-search-suggestions" />
      <button type="submit" aria-label="Search">
        <Search size={16} aria-hidden="true" />
      </button>
    </form>
  );
}

/**
 * The toggle as served: a link to the same menu placed after the page's content (Layout), shown by
 * :target, so a text browser or screen reader meets the menu once, not twice. When it gives way to
 * the button (the header's first update after hydration) it notes whether it had focus, just before
 * it leaves the document: a visitor who tabbed to it while the header woke would otherwise be left on
 * the page itself.
 */
function NoScriptToggle({ hadFocus }: { hadFocus: RefObject<boolean> }) {
  const link = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(
    () => () => {
      hadFocus.current = document.activeElement === link.current;
    },
    [hadFocus],
  );
  return (
    <a ref={link} className="mobile-nav-toggle" href={`#${PHONE_MENU_ID}`}>
      <Menu size={22} aria-hidden="true" />
      <span>Menu</span>
    </a>
  );
}

/** The phone menu's toggle: once hydrated a button over the panel beside it, before that a link to the no-JS copy. */
function PhoneMenu({
  enhanced,
  open,
  setOpen,
  enquireHref,
}: {
  enhanced: boolean;
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  enquireHref: string;
}) {
  const hadFocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // The button takes the focus the link had, in the same commit that swapped them.
  useLayoutEffect(() => {
    if (enhanced && hadFocus.current) button.current?.focus();
    hadFocus.current = false;
  }, [enhanced]);
  if (!enhanced)
    return (
      <div className="mobile-nav">
        <NoScriptToggle hadFocus={hadFocus} />
      </div>
    );
  return (
    <div className="mobile-nav">
      <button
        ref={button}
        type="button"
        className="mobile-nav-toggle"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav-panel' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        <span>{open ? 'Close' : 'Menu'}</span>
      </button>
      {/* Made when it opens, not at hydration: a hidden copy of every menu link would be about 230
          elements built, styled and kept on every page load for the few visitors who open it. */}
      {open && <MobilePanel enquireHref={enquireHref} onNavigate={() => setOpen(false)} />}
    </div>
  );
}

export interface SiteHeaderProps {
  /** '#contact' on pages with their own audit form, '/#contact' elsewhere (spec 2.2). */
  enquireHref: string;
}

export default function SiteHeader({ enquireHref }: SiteHeaderProps) {
  const desktop = useDesktopMenus();
  const { scrolled, hidden } = useScrollState();
  const headerRef = useRef<HTMLElement>(null);
  const { enhanced, mobileOpen, setMobileOpen } = usePhoneMenu(headerRef);

  const isHidden = hidden && !desktop.open && !mobileOpen;
  return (
    <header ref={headerRef} className={clsx('site-header', enhanced && 'nav-enhanced', scrolled && 'is-scrolled', isHidden && 'is-hidden')}>
      <div className="container header-inner">
        {/* The visible brand name is the link's accessible name (WCAG 2.5.3, label in name). */}
        <a className="brand" href="/">
          <BrandMark gradientId="brand-grad-header" />
          <BrandName />
        </a>
        <DesktopNav {...desktop} />
        <HeaderSearch />{' '}
        <a className="btn btn--primary btn--sm header-cta" href={enquireHref}>
          Enquire
        </a>{' '}
        <PhoneMenu enhanced={enhanced} open={mobileOpen} setOpen={setMobileOpen} enquireHref={enquireHref} />
      </div>
    </header>
  );
}

interface MobilePanelProps {
  enquireHref: string;
  onNavigate?: () => void;
  /** The no-JS copy: its own id, shown by :target, with a way back to the page. */
  standalone?: boolean;
}

/** The phone menu: each menu as a disclosure, then Search, About, Enquire and the phone number. */
export function MobilePanel({ enquireHref, onNavigate, standalone }: MobilePanelProps) {
  return (
    <nav
      className={clsx('mobile-nav-panel', standalone && 'phone-menu')}
      id={standalone ? PHONE_MENU_ID : 'mobile-nav-panel'}
      aria-label={standalone ? 'Menu' : 'Mobile'}
      onClick={onNavigate && ((e) => (e.target as HTMLElement).closest('a') && onNavigate())}
    >
      {menus.map((menu) => (
        <details className="mobile-menu" key={menu.menu}>
          <summary>
            {menu.label}
            <ChevronDown size={18} className="menu-chevron" aria-hidden="true" />
          </summary>
          <MenuGroups menu={menu} className="mobile-group" />
        </details>
      ))}
      {/* Spaces between the links: a text browser or a screen reader's line view would run them together. */}
      <a className="mobile-link" href="/search">
        Search
      </a>{' '}
      <a className="mobile-link" href="/#about">
        About
      </a>{' '}
      <a className="btn btn--primary mobile-cta" href={enquireHref}>
        Enquire
      </a>{' '}
      <a className="mobile-link" href={site.phone.href}>
        Call {site.phone.display}
      </a>
      {standalone && (
        <>
          {' '}
          <a className="mobile-link phone-menu-close" href="#main">
            Close menu
          </a>
        </>
      )}
    </nav>
  );
}
