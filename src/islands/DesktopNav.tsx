/**
 * The header's desktop menu bar. Server-rendered with real links; CSS opens the menus on hover and
 * focus without JavaScript. Hydrated, it adds the timed menus (close 200 ms after leaving a button,
 * 300 ms after leaving a panel) and keyboard support. The open menu's state lives in the header
 * (`useDesktopMenus`), which keeps the bar shown while a menu is open.
 */
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { menus, menuItemHref, type NavMenu } from '../../data/navigation.js';
import { MENU_CLOSE_DELAY_MS, PANEL_CLOSE_DELAY_MS } from './constants.js';

/** The About link sits between Our Work and Resources (spec 2.2). */
const aboutAfter = 'work';

/** A menu's groups as titled link lists; shared by the desktop panels and the phone menu. */
export function MenuGroups({ menu, className }: { menu: NavMenu; className: string }) {
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

/** Which desktop menu is open (null for none), and the mouse, click and keyboard handlers of each menu. */
export function useDesktopMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openMenu = (key: string) => {
    cancelClose();
    setOpen(key);
  };
  const closeLater = (delay: number) => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), delay);
  };

  const handlersFor = (key: string): MenuHandlers => ({
    onTriggerEnter: () => openMenu(key),
    onTriggerLeave: () => closeLater(MENU_CLOSE_DELAY_MS),
    onPanelEnter: () => openMenu(key),
    onPanelLeave: () => closeLater(PANEL_CLOSE_DELAY_MS),
    onClick: () => (open === key ? setOpen(null) : openMenu(key)),
    onTriggerKey: (e) => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        openMenu(key);
        requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#menu-${key} a`)?.focus());
      }
    },
    onMenuKey: (e) => {
      if (e.key === 'Escape' && open === key) {
        e.stopPropagation();
        setOpen(null);
        e.currentTarget.querySelector<HTMLButtonElement>('.menu-trigger')?.focus();
      }
    },
    onMenuBlur: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null) && open === key) setOpen(null);
    },
  });

  return { open, handlersFor };
}

/** The menu bar: each menu as a button with its panel, and the About link after Our Work. */
export function DesktopNav({ open, handlersFor }: ReturnType<typeof useDesktopMenus>) {
  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="menu-bar">
        {menus.map((menu) => (
          <MenuEntry key={menu.menu} menu={menu} isOpen={open === menu.menu} handlers={handlersFor(menu.menu)} />
        ))}
      </ul>
    </nav>
  );
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
