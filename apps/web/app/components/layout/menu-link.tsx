import { NavLink } from 'react-router';
import type { MenuItem } from '@hotel/shared/navigation';
import { useSiteState } from '../../lib/site-state.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** The menus' entries (spec section 2) by key, in the page's language; the hotel's own two by its code. */
const MENU_LABELS: Record<string, MessageId> = {
  about: 'layout.menuAbout',
  hotels: 'layout.menuHotels',
  meetings: 'layout.menuMeetings',
  sales: 'layout.menuSales',
  news: 'layout.menuNews',
  courtesy: 'layout.menuCourtesy',
  home: 'layout.menuHome',
  rooms: 'layout.menuRooms',
  'health-and-tea': 'layout.menuHotelThird',
};

function useMenuLabel(item: MenuItem): string {
  const t = useT();
  const hotel = item.path.split('/')[1] ?? '';
  // A hotel's meetings entry has the group's key but its own words (会議と宴会, 会議と仕出し).
  if (item.key === 'meetings' && item.path !== '/meetings') return t('layout.menuHotelMeetings', { hotel });
  const id = MENU_LABELS[item.key];
  return id ? t(id, { hotel }) : item.label;
}

/** A menu entry. Courtesy needs a member: a visitor gets the login modal instead. */
export function MenuLink({ item, className, activeClassName, onNavigate }: MenuLinkProps) {
  const { userName, openLogin } = useSiteState();
  const label = useMenuLabel(item);
  if (item.key === 'courtesy' && !userName) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          onNavigate?.();
          openLogin();
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <NavLink
      to={item.path}
      className={({ isActive }) => [className, isActive ? activeClassName : ''].filter(Boolean).join(' ')}
      onClick={onNavigate}
    >
      {label}
    </NavLink>
  );
}
