import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../data/types';
import { SIDEBAR_ITEMS, activePath, canSee } from './navigation';
import { collapseIfMobile, useSidebarOpen } from './sidebarState';
import { useAccountShell } from '../accounts/useAccountShell';

/**
 * The sidebar items the user's role may see; labels only while the sidebar is expanded, collapsed
 * each icon says its label on hover (a native `title`: MUI's Tooltip would add Popper to the frame).
 */
export const Menu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const { pathname } = useLocation();
  const [open] = useSidebarOpen();
  const shell = useAccountShell();
  const items = SIDEBAR_ITEMS.filter((item) => canSee(item, permissions));
  const active = activePath(items, pathname);

  return (
    <List component="div" disablePadding sx={{ py: 1 }}>
      {items.map((item) => {
        const label = translate(item.label);
        const selected = item.path === active;
        const Icon = item.icon;
        return (
          <ListItemButton
            key={item.path}
            component={Link}
            to={item.path}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            aria-label={open ? undefined : label}
            title={open ? undefined : label}
            onClick={collapseIfMobile}
            sx={{
              mx: 1,
              my: 0.25,
              borderRadius: 1,
              minHeight: 44,
              justifyContent: open ? 'flex-start' : 'center',
              color: shell.text,
              '&:hover': { color: shell.hover, bgcolor: 'rgba(255, 255, 255, 0.08)' },
              '&.Mui-selected, &.Mui-selected:hover': {
                color: shell.hover,
                bgcolor: 'rgba(255, 255, 255, 0.16)',
              },
            }}
          >
            <ListItemIcon sx={{ color: 'inherit', minWidth: open ? 40 : 0, justifyContent: 'center' }}>
              <Icon />
            </ListItemIcon>
            {open ? <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} /> : null}
          </ListItemButton>
        );
      })}
    </List>
  );
};
