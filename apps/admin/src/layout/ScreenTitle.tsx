import { useEffect, useRef } from 'react';
import { TitlePortal } from 'react-admin';
import { documentTitle } from '../common/documentTitle';

/**
 * The screen's name in the top bar, where every screen's react-admin <Title> goes: it is the page's
 * one h1 (a screen's own heading in its content is an h2), and the browser tab repeats it
 * ('Nueva venta · Administración'), following it as it changes (a record's name arrives with the
 * record). From the tablet width down there is no room for it in the bar: it stays for screen
 * readers only, as the h1 still.
 */
export const ScreenTitle = () => {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = () => {
      document.title = documentTitle(element.textContent ?? '');
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <TitlePortal
      ref={ref}
      component="h1"
      variant="h6"
      sx={{
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        // Visually hidden (not display: none, which would hide it from screen readers too).
        '@media (max-width: 899.95px)': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          margin: '-1px',
          padding: 0,
          border: 0,
          clip: 'rect(0 0 0 0)',
          overflow: 'hidden',
        },
      }}
    />
  );
};
