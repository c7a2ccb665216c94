import { scopedLink } from '../../lib/admin-scope.ts';
import { useAdminLayout } from './admin-context.ts';
import { ButtonLink } from './button.tsx';

/**
 * The group administrator's switch between an inbox of the chosen hotel and the group's own
 * (?scope=group); nobody else sees it.
 */
export function ScopeToggle({ path, groupScope, toHotel, toGroup }: { path: string; groupScope: boolean; toHotel: string; toGroup: string }) {
  const { hotel, me } = useAdminLayout();
  if (me.role !== 'group_admin') return null;
  return (
    <ButtonLink to={scopedLink(path, hotel.code, !groupScope)} variant="secondary">
      {groupScope ? toHotel : toGroup}
    </ButtonLink>
  );
}
