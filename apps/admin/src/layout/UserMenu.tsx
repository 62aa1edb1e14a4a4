import { forwardRef, type ComponentType } from 'react';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import GroupIcon from '@mui/icons-material/Group';
import BusinessIcon from '@mui/icons-material/Business';
import { Link } from 'react-router-dom';
import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { may, type Role } from '@bo/access';

interface UserMenuLinkProps extends Omit<MenuItemProps<'a'>, 'component'> {
  to: string;
  label: string;
  icon: ComponentType<{ fontSize?: 'small' }>;
}

const UserMenuLink = forwardRef<HTMLAnchorElement, UserMenuLinkProps>(function UserMenuLink(
  { to, label, icon: Icon, onClick, ...rest },
  ref,
) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...rest}
      ref={ref}
      component={Link}
      to={to}
      onClick={(event) => {
        userMenu?.onClose();
        onClick?.(event);
      }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

/**
 * The user's first and last name, opening: 'Mi perfil', 'Usuarios' and 'Cuenta' (as the access table: admin),
 * 'Cerrar sesión'.
 */
export const UserMenu = () => {
  const { identity } = useGetIdentity();
  const role = identity?.role as Role | undefined;
  return (
    <RaUserMenu>
      {identity ? (
        <UserMenuLink to={`/users/${identity.id}/edit`} label="bo.user_menu.profile" icon={PersonIcon} />
      ) : null}
      {may(role, 'users', 'read') ? <UserMenuLink to="/users" label="bo.user_menu.users" icon={GroupIcon} /> : null}
      {may(role, 'accounts', 'write') && identity?.account_id != null ? (
        <UserMenuLink to={`/accounts/${identity.account_id}`} label="bo.user_menu.account" icon={BusinessIcon} />
      ) : null}
      <Logout />
    </RaUserMenu>
  );
};
