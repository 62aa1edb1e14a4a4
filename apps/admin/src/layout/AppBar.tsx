import { AppBar as MuiAppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useTranslate } from 'react-admin';
import { Clock } from './Clock';
import { RefreshButton } from './RefreshButton';
import { ScreenTitle } from './ScreenTitle';
import { RateBadge } from './RateBadge';
import { OutboxBadge } from './OutboxBadge';
import { UserMenu } from './UserMenu';
import { VersionBadge } from './VersionBadge';
import { useSidebarOpen } from './sidebarState';
import { APP_BAR_HEIGHT } from './navigation';

/** Top bar: sidebar toggle, page title, pending sales (issue 34), version badge, rate, clock, the user's name and menu. */
export const AppBar = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarOpen();
  const toggleLabel = translate(open ? 'bo.menu.collapse' : 'bo.menu.expand');
  return (
    <MuiAppBar position="fixed" color="primary" elevation={1}>
      <Toolbar
        disableGutters
        sx={{ minHeight: `${APP_BAR_HEIGHT}px !important`, height: APP_BAR_HEIGHT, px: 1, gap: { xs: 0.5, sm: 1.5 } }}
      >
        <IconButton
          color="inherit"
          title={toggleLabel}
          aria-label={toggleLabel}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <ScreenTitle />
        </Box>
        <OutboxBadge />
        <VersionBadge />
        <RateBadge />
        <Clock />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <RefreshButton />
        </Box>
        <UserMenu />
      </Toolbar>
    </MuiAppBar>
  );
};
