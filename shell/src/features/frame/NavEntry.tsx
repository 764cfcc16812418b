import { NavLink } from 'react-router-dom';
import type { NavItem } from './navItems';

/** One navigation link: an in-app route (with aria-current on the active page) or the Webmail site. */
export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
