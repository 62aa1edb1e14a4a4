// Issue 34: the service worker's registration and its updates, the installable app's one rule: a
// new version waits for the user's 'Recargar', never swaps itself under a cashier mid-sale.
import { useCallback, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open tab asks the server for a new version (a cashier's tab stays open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * `waiting`: a new version is installed and waits; `reload()` activates it and reloads this tab.
 * A new version another tab activated reloads nothing here: this tab keeps its screen (and the
 * banner) until its own user presses 'Recargar'. The worker registers after the page's load, so
 * its precache never competes with the first page's files.
 */
export const useAppUpdate = () => {
  const pressed = useRef(false);
  const activated = useRef(false);
  const {
    needRefresh: [waiting],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Offline, the check fails: the next one (or the next navigation) asks again.
      window.setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onNeedReload() {
      activated.current = true;
      if (pressed.current) window.location.reload();
    },
  });

  const reload = useCallback(() => {
    pressed.current = true;
    // Activated already by another tab's 'Recargar': only this tab's reload is left.
    if (activated.current) window.location.reload();
    else void updateServiceWorker(true);
  }, [updateServiceWorker]);

  return { waiting, reload };
};
