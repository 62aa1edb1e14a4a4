import { Suspense, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { BottomBar } from './BottomBar';
import { Menu } from './Menu';
import { ScreenLoading } from './ScreenLoading';
import { Sidebar } from './Sidebar';
import { APP_BAR_HEIGHT, BOTTOM_BAR_HEIGHT, MOBILE_QUERY } from './navigation';

/**
 * The authenticated layout: react-admin's frame with our top bar, sidebar and phone bottom bar;
 * 'Cargando…' in the content while a screen's code arrives (screens are fetched when first shown).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <>
      <RaLayout
        appBar={AppBar}
        sidebar={Sidebar}
        menu={Menu}
        sx={{
          // react-admin lets the frame grow to its widest content (min-width: fit-content), so one
          // wide table made the whole page scroll sideways: the frame is the screen's width, and
          // what is wider scrolls inside its own card.
          minWidth: 0,
          '& .RaLayout-appFrame': { marginTop: `${APP_BAR_HEIGHT}px` },
          '& .RaList-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
          '& .RaDataTable-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto' },
          '& .RaLayout-content': {
            minWidth: 0,
            px: { xs: 1, sm: 2 },
            pt: 1,
            pb: isMobile ? `${BOTTOM_BAR_HEIGHT + 16}px` : 2,
          },
          // On phones react-admin pins form toolbars to the bottom: keep them above our bottom bar.
          ...(isMobile
            ? { '& .RaToolbar-mobileToolbar.RaToolbar-mobileToolbar': { bottom: `${BOTTOM_BAR_HEIGHT}px` } }
            : {}),
        }}
      >
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </RaLayout>
      {isMobile ? <BottomBar /> : null}
    </>
  );
};
