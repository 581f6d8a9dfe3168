import { menus, menuItemHref, type NavMenu } from '../../data/navigation.js';
import { site } from '../../data/site.js';
import { Icon } from './Icon.js';
import { BrandMark } from './BrandMark.js';

/** The About link sits between Our Work and Resources (spec 2.2). */
const aboutAfter = 'work';

function MenuPanel({ menu }: { menu: NavMenu }) {
  const single = menu.groups.length === 1;
  return (
    <div className={single ? 'menu-panel menu-panel--single' : `menu-panel menu-panel--cols-${Math.min(menu.groups.length, 4)}`} id={`menu-${menu.menu}`}>
      {menu.groups.map((group) => (
        <div className="menu-group" key={group.title}>
          {!single && <p className="menu-group-title">{group.title}</p>}
          <ul>
            {group.items.map((item) => (
              <li key={item.label}>
                <a href={menuItemHref(menu, group, item)}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function DesktopNav() {
  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="menu-bar">
        {menus.map((menu) => (
          <MenuEntry key={menu.menu} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}

function MenuEntry({ menu }: { menu: NavMenu }) {
  return (
    <>
      <li className={menu.groups.length === 1 ? 'menu menu--simple' : 'menu menu--mega'} data-menu={menu.menu}>
        <button type="button" className="menu-trigger" aria-expanded="false" aria-controls={`menu-${menu.menu}`}>
          {menu.label}
          <Icon name="ChevronDown" size={16} className="menu-chevron" />
        </button>
        <MenuPanel menu={menu} />
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

function MobileNav() {
  return (
    <details className="mobile-nav">
      <summary className="mobile-nav-toggle">
        <Icon name="Menu" size={22} />
        <span>Menu</span>
      </summary>
      <nav className="mobile-nav-panel" aria-label="Mobile">
        {menus.map((menu) => (
          <details className="mobile-menu" key={menu.menu}>
            <summary>
              {menu.label}
              <Icon name="ChevronDown" size={18} className="menu-chevron" />
            </summary>
            {menu.groups.map((group) => (
              <div className="mobile-group" key={group.title}>
                {menu.groups.length > 1 && <p className="menu-group-title">{group.title}</p>}
                <ul>
                  {group.items.map((item) => (
                    <li key={item.label}>
                      <a href={menuItemHref(menu, group, item)}>{item.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </details>
        ))}
        <a className="mobile-link" href="/#about">
          About
        </a>
        <a className="btn btn--primary mobile-cta" href="/#contact">
          Enquire
        </a>
        <a className="mobile-link" href={site.phone.href}>
          Call {site.phone.display}
        </a>
      </nav>
    </details>
  );
}

/** Top navigation: real links everywhere; CSS opens menus on hover/focus without JavaScript. */
export function Header() {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href="/" aria-label={`${site.name} home`}>
          <BrandMark />
          <span className="brand-name">
            Laserfocus<span> Digital</span>
          </span>
        </a>
        <DesktopNav />
        <a className="btn btn--primary btn--sm header-cta" href="/#contact">
          Enquire
        </a>
        <MobileNav />
      </div>
    </header>
  );
}
