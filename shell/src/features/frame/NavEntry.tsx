import { NavLink } from 'react-router-dom';
import { useMessages } from '@gsvmc/shared-kit';
import type { NavItem } from './navItems';
import { frameMessages } from './messages';

/** One navigation link: an in-app route (with aria-current on the active page) or the Webmail site. */
export function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useMessages(frameMessages);
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {t(item.label)}
        <span className="visually-hidden">{t('opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
      {t(item.label)}
    </NavLink>
  );
}
