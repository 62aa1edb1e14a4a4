import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * A screen whose code is fetched the first time it is shown (its own chunk of the build), so the
 * sign-in page and the dashboard do not download every screen. Each resource's index.ts declares
 * its screens this way: `list: lazyScreen(() => import('./BrandList'), 'BrandList')`. The layout's
 * Suspense shows 'Cargando…' while a screen's code arrives.
 *
 * With `fetchAtOnce` (the page the browser opens on), the fetch starts right away, alongside the
 * first scripts and the session check, not after them; a screen whose code has arrived by the time
 * it is shown renders at once, without going through Suspense (React holds a revealed fallback for
 * 300 ms at least: 'Cargando…' would flash and delay the page).
 *
 * A fetch that fails is tried again a few times (a network blip); failing still (a tab left open
 * across a new version, whose old chunks the server no longer has), it reloads the page once,
 * which brings the current version's index and chunks; failing again within a minute, the error
 * is shown, and a later showing fetches anew (React.lazy keeps a failure for good, so a new one is
 * made).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fetchAtOnce = false,
) {
  let fetching: Promise<M[K]> | undefined;
  let loaded: M[K] | undefined;
  const fetchOnce = () =>
    (fetching ??= loadPatiently(load).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        fetching = undefined;
        // Not at once: React would render the new one straight away, again and again while offline.
        setTimeout(() => (Fetched = fetchedLazily()), RETRY_AFTER_MS);
        if (!reloadingForMissingCode()) throw error;
        return new Promise<never>(() => undefined); // the page reloads meanwhile
      },
    ));
  const fetchedLazily = () => lazy(async () => ({ default: await fetchOnce() }));
  let Fetched = fetchedLazily();
  // A failure of that early fetch is handled where the screen is shown (it fetches again).
  if (fetchAtOnce) fetchOnce().catch(() => undefined);
  return function Screen(props: ComponentProps<M[K]>) {
    // The kind chosen at the first showing is kept: the lazy one, once its code has arrived, and the
    // code itself are two component types to React, and a switch would remount the screen with
    // everything in it (the layout around a sale in progress, emptied under the cashier).
    const [Shown] = useState(() => loaded ?? Fetched);
    return createElement(Shown, props);
  };
}

/**
 * A fetch that fails is tried again after these waits (ms) before the page is reloaded: a blip on
 * one download must not reload the page under a cashier's sale (the cart, the client step...).
 */
const REFETCH_AFTER_MS = [300, 1000, 2500];

async function loadPatiently<M>(load: () => Promise<M>): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= REFETCH_AFTER_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, REFETCH_AFTER_MS[attempt]));
    }
  }
}

/** After a failure, the wait before a new showing of the screen may fetch its code again. */
const RETRY_AFTER_MS = 1000;
const RELOADED_AT = 'bo_reloaded_for_code_at';
const RELOAD_GUARD_MS = 60_000;

/** Reloads the page, unless it did so for missing code within the last minute: whether it reloads. */
function reloadingForMissingCode(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}
