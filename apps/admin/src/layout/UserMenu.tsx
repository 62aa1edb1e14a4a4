import { forwardRef, useCallback, useMemo, useState, type ComponentType, type MouseEvent } from 'react';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
  type MenuItemProps,
  type Theme,
} from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import GroupIcon from '@mui/icons-material/Group';
import BusinessIcon from '@mui/icons-material/Business';
import { Link } from 'react-router-dom';
import { Logout, UserMenuContextProvider, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { may, writesNothing, type Role } from '@bo/access';

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
 * The user's first and last name (an icon on phones, its label on hover), opening: 'Mi perfil',
 * 'Usuarios' and 'Cuenta' (as the access table: admin), 'Cerrar sesión'. react-admin's <UserMenu>
 * looks the same but labels the phone icon with MUI's Tooltip (Popper with it) and brings Avatar:
 * this one keeps them off the signed-in frame's download.
 */
export const UserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = identity?.role as Role | undefined;
  // Right from the first render, and the button is the same element before and after the identity
  // arrives: a click on a button swapped for another under the pointer (just after the page loads)
  // opened nothing.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);
  const label = translate('ra.auth.user_menu');
  const openMenu = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  return (
    <div>
      {wide ? (
        <Button
          // Its name starts with what it shows (WCAG 2.5.3), then says what it is.
          aria-label={identity?.fullName ? translate('bo.user_menu.button', { name: identity.fullName }) : label}
          aria-owns={anchor ? 'menu-appbar' : undefined}
          aria-haspopup
          color="inherit"
          variant="text"
          startIcon={<AccountCircle />}
          onClick={openMenu}
          sx={{ textTransform: 'none', marginInlineStart: 0.5 }}
        >
          {identity?.fullName}
        </Button>
      ) : (
        <IconButton
          aria-label={label}
          title={label}
          aria-owns={anchor ? 'menu-appbar' : undefined}
          aria-haspopup
          color="inherit"
          onClick={openMenu}
        >
          <AccountCircle />
        </IconButton>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="menu-appbar"
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={Boolean(anchor)}
          onClose={onClose}
        >
          {identity ? (
            <UserMenuLink to={`/users/${identity.id}/edit`} label="bo.user_menu.profile" icon={PersonIcon} />
          ) : null}
          {may(role, 'users', 'read') ? <UserMenuLink to="/users" label="bo.user_menu.users" icon={GroupIcon} /> : null}
          {may(role, 'accounts', 'write') && identity?.account_id != null ? (
            <UserMenuLink to={`/accounts/${identity.account_id}`} label="bo.user_menu.account" icon={BusinessIcon} />
          ) : writesNothing(role) && identity?.account_id != null ? (
            // The auditor reads the account's history (issue 32), where 'Ver como estaba el…' shows it.
            <UserMenuLink
              to={`/history/accounts/${identity.account_id}`}
              label="bo.user_menu.account"
              icon={BusinessIcon}
            />
          ) : null}
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </div>
  );
};
