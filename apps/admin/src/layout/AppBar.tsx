import { AppBar as MuiAppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { TitlePortal, useTranslate } from 'react-admin';
import { Clock } from './Clock';
import { RefreshButton } from './RefreshButton';
import { RateBadge } from './RateBadge';
import { UserMenu } from './UserMenu';
import { VersionBadge } from './VersionBadge';
import { useSidebarOpen } from './sidebarState';
import { APP_BAR_HEIGHT } from './navigation';

/** Top bar: sidebar toggle, page title, version badge, rate, clock, the user's name and menu. */
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
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: { xs: 'none', md: 'block' } }}>
          <TitlePortal variant="h6" sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
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
