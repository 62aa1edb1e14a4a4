import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from './navigation';

/**
 * Open/closed sidebar, remembered in localStorage under our own key (react-admin's store is
 * reset on logout, the user's layout choice should survive it). At 425 px or narrower the
 * sidebar starts collapsed whatever was remembered.
 */
const STORAGE_KEY = 'bo.sidebar.open';

const isMobile = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;

const readRemembered = (): boolean => {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === null ? true : value === 'true';
  } catch {
    return true;
  }
};

let open = isMobile() ? false : readRemembered();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const getSnapshot = () => open;

/** Sets the state; `remember` stores it as the user's choice. */
export const setSidebarOpen = (next: boolean, remember = true) => {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const useSidebarOpen = (): [boolean, (next: boolean, remember?: boolean) => void] => [
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot),
  setSidebarOpen,
];

/** After a tap on an item on a phone, the sidebar folds back (not stored as a preference). */
export const collapseIfMobile = () => {
  if (isMobile()) setSidebarOpen(false, false);
};
