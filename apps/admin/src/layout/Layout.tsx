import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorPage } from 'react-admin';
import { AppBar } from './AppBar';
import { BottomBar } from './BottomBar';
import { Menu } from './Menu';
import { ScreenLoading } from './ScreenLoading';
import { Sidebar } from './Sidebar';
import { SkipToContent } from './SkipToContent';
import { APP_BAR_HEIGHT, BOTTOM_BAR_HEIGHT, MOBILE_QUERY } from './navigation';

/**
 * The authenticated frame: our top bar, sidebar and phone bottom bar around the screen, with
 * 'Cargando…' in the content while a screen's code arrives (screens are fetched when first shown)
 * and react-admin's error page if a screen fails. It is not react-admin's <Layout>: that one
 * imports react-admin's own top bar, menu, sidebar (a Drawer), user menu and preferences
 * inspector even when they are replaced, a fifth of the dashboard's download for nothing. It keeps
 * that layout's element and class names (`#main-content`, RaLayout-appFrame / -contentWithSidebar /
 * -content), which the skip link, the screens' styles and the tests rely on. The error page is
 * already on the first page's download (BackOfficeAdmin.tsx gives it to CoreAdminUI): it costs nothing here.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <>
      <Box
        className="layout"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
          zIndex: 1,
          minHeight: '100vh',
          // The frame is the screen's width: what is wider (a wide table) scrolls inside its own card.
          width: '100%',
          minWidth: 0,
          bgcolor: 'background.default',
          '& .RaLayout-appFrame': {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            marginTop: `${APP_BAR_HEIGHT}px`,
          },
          '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
          '& .RaList-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
          '& .RaDataTable-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto' },
          '& .RaLayout-content': {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexBasis: 0,
            zIndex: 2,
            minWidth: 0,
            bgcolor: 'background.default',
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
        <SkipToContent />
        <div className="RaLayout-appFrame">
          <AppBar />
          <main className="RaLayout-contentWithSidebar">
            <Sidebar>
              <Menu />
            </Sidebar>
            <div id="main-content" className="RaLayout-content">
              <ErrorBoundary
                onError={(_error, info) => setErrorInfo(info)}
                fallbackRender={({ error, resetErrorBoundary }) => (
                  <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
                )}
              >
                <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
              </ErrorBoundary>
            </div>
          </main>
        </div>
      </Box>
      {isMobile ? <BottomBar /> : null}
    </>
  );
};
