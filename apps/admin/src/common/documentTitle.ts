import { useEffect } from 'react';

/**
 * The browser tab names the screen shown ('Clientes · Administración'), so tabs, history and
 * screen readers tell screens apart (issue 31, accessibility). Signed-in screens get it from their
 * title in the top bar (layout/ScreenTitle.tsx); the pages outside the frame (sign-in, the
 * public application form) name themselves with `useDocumentTitle`.
 */
export const APP_NAME = 'Administración';

export const documentTitle = (screen: string): string => {
  const name = screen.replace(/\s+/g, ' ').trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
};

/** While the calling page is shown, the tab says `title` (`documentTitle(name)` for a screen of the admin). */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
};
