import { NavLink } from 'react-router';
import type { MenuItem } from '@hotel/shared/navigation';
import { useSiteState } from '../../lib/site-state.tsx';

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** A menu entry. Courtesy needs a member: a visitor gets the login modal instead. */
export function MenuLink({ item, className, activeClassName, onNavigate }: MenuLinkProps) {
  const { userName, openLogin } = useSiteState();
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
        {item.label}
      </button>
    );
  }
  return (
    <NavLink
      to={item.path}
      className={({ isActive }) => [className, isActive ? activeClassName : ''].filter(Boolean).join(' ')}
      onClick={onNavigate}
    >
      {item.label}
    </NavLink>
  );
}
