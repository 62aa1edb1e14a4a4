import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../data/types';
import { BOTTOM_BAR_HEIGHT, BOTTOM_ITEMS, activePath, canSee } from './navigation';

/** Phones (425 px or narrower): dashboard, products, clients, orders, as far as the role may see them. */
export const BottomBar = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const { pathname } = useLocation();
  const items = BOTTOM_ITEMS.filter((item) => canSee(item, permissions));
  const active = activePath(items, pathname) ?? false;

  return (
    <Paper
      component="nav"
      aria-label={translate('bo.menu.mobile')}
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation value={active} showLabels sx={{ height: BOTTOM_BAR_HEIGHT }}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <BottomNavigationAction
              key={item.path}
              value={item.path}
              label={translate(item.label)}
              icon={<Icon />}
              component={Link}
              to={item.path}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
};
