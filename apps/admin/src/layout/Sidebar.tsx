import type { ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT, BOTTOM_BAR_HEIGHT, MOBILE_QUERY, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './navigation';
import { useSidebarOpen } from './sidebarState';
import { useAccountShell } from '../accounts/useAccountShell';

/**
 * Collapsible sidebar: 224 px expanded, 80 px collapsed (icons, their labels on hover). The choice is
 * remembered; at 425 px or narrower it starts collapsed and folds after each tap. Its colours and
 * the logo at its top are the account's.
 */
export const Sidebar = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [open] = useSidebarOpen();
  const shell = useAccountShell();
  // On phones the bottom bar takes the last 56 px of the screen.
  const hidden = APP_BAR_HEIGHT + (useMediaQuery(MOBILE_QUERY, { noSsr: true }) ? BOTTOM_BAR_HEIGHT : 0);
  return (
    <Box
      component="nav"
      aria-label={translate('bo.menu.label')}
      data-open={open}
      sx={{
        flexShrink: 0,
        width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        bgcolor: shell.background,
        color: shell.text,
        transition: (theme) =>
          theme.transitions.create('width', {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.shorter,
          }),
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          maxHeight: `calc(100vh - ${hidden}px)`,
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
        }}
      >
        {shell.logo ? (
          <Box
            component="img"
            src={shell.logo}
            alt={translate('bo.accounts.logo_alt')}
            sx={{
              display: 'block',
              mx: 'auto',
              mt: 1.5,
              maxWidth: open ? 160 : 56,
              maxHeight: 64,
              objectFit: 'contain',
            }}
          />
        ) : null}
        {children}
      </Box>
    </Box>
  );
};
