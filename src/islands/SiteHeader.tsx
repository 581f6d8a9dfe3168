/**
 * Top navigation. Server-rendered with real links; CSS opens menus on hover and focus without
 * JavaScript. Hydrated, it adds the timed menus (close 200 ms after leaving a button, 300 ms after
 * leaving a panel), keyboard support, the phone menu button, and the scroll-darken/hide bar.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { menus, menuItemHref, type NavMenu } from '../../data/navigation.js';
import { site } from '../../data/site.js';
import { BrandMark, BrandName } from './BrandMark.js';
import { MENU_CLOSE_DELAY_MS, NAV_DARKEN_AT_PX, NAV_HIDE_AFTER_PX, PANEL_CLOSE_DELAY_MS } from './constants.js';

/** The About link sits between Our Work and Resources (spec 2.2). */
const aboutAfter = 'work';

/** A menu's groups as titled link lists; shared by the desktop panels and the phone menu. */
function MenuGroups({ menu, className }: { menu: NavMenu; className: string }) {
  const titled = menu.groups.length > 1;
  return (
    <>
      {menu.groups.map((group) => (
        <div className={className} key={group.title}>
          {titled && <p className="menu-group-title">{group.title}</p>}
          <ul>
            {group.items.map((item) => (
              <li key={item.label}>
                <a href={menuItemHref(menu, group, item)}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

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
        const next = { scrolled: y > NAV_DARKEN_AT_PX, hidden: direction === 'down' ? y > NAV_HIDE_AFTER_PX : direction === 'up' ? false : s.hidden };
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

export interface SiteHeaderProps {
  /** '#contact' on pages with their own audit form, '/#contact' elsewhere (spec 2.2). */
  enquireHref: string;
}

export default function SiteHeader({ enquireHref }: SiteHeaderProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { scrolled, hidden } = useScrollState();
  const headerRef = useRef<HTMLElement>(null);

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
      if (panel && !panel.hidden && panel.contains(document.activeElement)) headerRef.current?.querySelector<HTMLButtonElement>('.mobile-nav-toggle')?.focus();
      setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openMenu = (key: string) => {
    cancelClose();
    setOpen(key);
  };
  const closeLater = (delay: number) => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), delay);
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>, key: string) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openMenu(key);
      requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#menu-${key} a`)?.focus());
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLLIElement>, key: string) => {
    if (e.key === 'Escape' && open === key) {
      e.stopPropagation();
      setOpen(null);
      e.currentTarget.querySelector<HTMLButtonElement>('.menu-trigger')?.focus();
    }
  };
  const onMenuBlur = (e: FocusEvent<HTMLLIElement>, key: string) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null) && open === key) setOpen(null);
  };

  const isHidden = hidden && !open && !mobileOpen;
  return (
    <header ref={headerRef} className={clsx('site-header', enhanced && 'nav-enhanced', scrolled && 'is-scrolled', isHidden && 'is-hidden')}>
      <div className="container header-inner">
        {/* The visible brand name is the link's accessible name (WCAG 2.5.3, label in name). */}
        <a className="brand" href="/">
          <BrandMark gradientId="brand-grad-header" />
          <BrandName />
        </a>
        <nav className="desktop-nav" aria-label="Main">
          <ul className="menu-bar">
            {menus.map((menu) => (
              <MenuEntry
                key={menu.menu}
                menu={menu}
                isOpen={open === menu.menu}
                handlers={{
                  onTriggerEnter: () => openMenu(menu.menu),
                  onTriggerLeave: () => closeLater(MENU_CLOSE_DELAY_MS),
                  onPanelEnter: () => openMenu(menu.menu),
                  onPanelLeave: () => closeLater(PANEL_CLOSE_DELAY_MS),
                  onClick: () => (open === menu.menu ? setOpen(null) : openMenu(menu.menu)),
                  onTriggerKey: (e) => onTriggerKey(e, menu.menu),
                  onMenuKey: (e) => onMenuKey(e, menu.menu),
                  onMenuBlur: (e) => onMenuBlur(e, menu.menu),
                }}
              />
            ))}
          </ul>
        </nav>
        <form className="header-search" action="/search" method="get" role="search">
          <label className="visually-hidden" htmlFor="header-search-q">
            Search the site
          </label>
          <input id="header-search-q" type="search" name="q" placeholder="Search" maxLength={200} autoComplete="off" enterKeyHint="search" list="header-search-suggestions" />
          <datalist id="header-search-suggestions" />
          <button type="submit" aria-label="Search">
            <Search size={16} aria-hidden="true" />
          </button>
        </form>{' '}
        <a className="btn btn--primary btn--sm header-cta" href={enquireHref}>
          Enquire
        </a>{' '}
        {enhanced ? (
          <div className="mobile-nav">
            <button
              type="button"
              className="mobile-nav-toggle"
              aria-expanded={mobileOpen}
              aria-controls="mobile-nav-panel"
              onClick={() => setMobileOpen((o) => !o)}
            >
              {mobileOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
              <span>{mobileOpen ? 'Close' : 'Menu'}</span>
            </button>
            <MobilePanel hidden={!mobileOpen} enquireHref={enquireHref} onNavigate={() => setMobileOpen(false)} />
          </div>
        ) : (
          // Without JavaScript the toggle is a link to the same menu placed after the page's content
          // (Layout), shown by :target: a text browser or screen reader meets the menu once, not twice.
          <div className="mobile-nav">
            <a className="mobile-nav-toggle" href={`#${PHONE_MENU_ID}`}>
              <Menu size={22} aria-hidden="true" />
              <span>Menu</span>
            </a>
          </div>
        )}
      </div>
    </header>
  );
}

interface MenuHandlers {
  onTriggerEnter: () => void;
  onTriggerLeave: () => void;
  onPanelEnter: () => void;
  onPanelLeave: () => void;
  onClick: () => void;
  onTriggerKey: (e: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKey: (e: KeyboardEvent<HTMLLIElement>) => void;
  onMenuBlur: (e: FocusEvent<HTMLLIElement>) => void;
}

function MenuEntry({ menu, isOpen, handlers }: { menu: NavMenu; isOpen: boolean; handlers: MenuHandlers }) {
  const single = menu.groups.length === 1;
  return (
    <>
      <li
        className={clsx('menu', single ? 'menu--simple' : 'menu--mega', isOpen && 'is-open')}
        data-menu={menu.menu}
        onKeyDown={handlers.onMenuKey}
        onBlur={handlers.onMenuBlur}
      >
        <button
          type="button"
          className="menu-trigger"
          aria-expanded={isOpen}
          aria-controls={`menu-${menu.menu}`}
          onMouseEnter={handlers.onTriggerEnter}
          onMouseLeave={handlers.onTriggerLeave}
          onClick={handlers.onClick}
          onKeyDown={handlers.onTriggerKey}
        >
          {menu.label}
          <ChevronDown size={16} className="menu-chevron" aria-hidden="true" />
        </button>
        <div
          className={single ? 'menu-panel menu-panel--single' : `menu-panel menu-panel--cols-${Math.min(menu.groups.length, 4)}`}
          id={`menu-${menu.menu}`}
          onMouseEnter={handlers.onPanelEnter}
          onMouseLeave={handlers.onPanelLeave}
        >
          <MenuGroups menu={menu} className="menu-group" />
        </div>
      </li>
      {menu.menu === aboutAfter && (
        <li className="menu">
          <a className="menu-link" href="/#about">
            About
          </a>
        </li>
      )}
    </>
  );
}

/** The id of the phone menu that works without JavaScript (rendered by Layout after the content). */
export const PHONE_MENU_ID = 'site-menu';

interface MobilePanelProps {
  enquireHref: string;
  hidden?: boolean;
  onNavigate?: () => void;
  /** The no-JS copy: its own id, shown by :target, with a way back to the page. */
  standalone?: boolean;
}

/** The phone menu: each menu as a disclosure, then Search, About, Enquire and the phone number. */
export function MobilePanel({ hidden, enquireHref, onNavigate, standalone }: MobilePanelProps) {
  return (
    <nav
      className={clsx('mobile-nav-panel', standalone && 'phone-menu')}
      id={standalone ? PHONE_MENU_ID : 'mobile-nav-panel'}
      aria-label={standalone ? 'Menu' : 'Mobile'}
      hidden={hidden}
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
