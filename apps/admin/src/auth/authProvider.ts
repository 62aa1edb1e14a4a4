import { HttpError, type AuthProvider } from 'react-admin';
import { API_URL, httpClient } from '../data/httpClient';
import type { SessionUser } from '../data/types';
import { isNetworkFailure } from '../offline/networkFailure';
import { forgetSignedIn, markSignedIn, mayBeSignedIn } from './sessionMarker';

export interface LoginParams {
  email: string;
  password: string;
  remember: boolean;
}

/** Who last signed in in this tab (see anotherUserThan). */
const LAST_USER = 'bo_last_user';

/** How long a `GET /api/me` answer is reused: react-admin checks the session on every screen. */
const ME_TTL_MS = 5000;

let cached: { at: number; promise: Promise<SessionUser> } | undefined;
/**
 * Issue 34: the last user the server named. Without connection (no answer at all, not a 401) the
 * session is taken as still open with this user while the marker cookie says it may be (a reload
 * offline included): the counter keeps selling offline. Signing out or a 401 forgets it.
 */
const LAST_ME = 'bo_last_me';
const keptMe = (): SessionUser | undefined => {
  try {
    const kept = localStorage.getItem(LAST_ME);
    return kept ? (JSON.parse(kept) as SessionUser) : undefined;
  } catch {
    return undefined;
  }
};
const keepMe = (user: SessionUser | undefined) => {
  try {
    if (user) localStorage.setItem(LAST_ME, JSON.stringify(user));
    else localStorage.removeItem(LAST_ME);
  } catch {
    // Storage full or refused: offline the session is then not known.
  }
};
let lastKnown: SessionUser | undefined = keptMe();

/** The signed-in user's id as last known (null signed out): whose outbox sales this tab sends. */
export const signedInUserId = (): string | null => (lastKnown ? String(lastKnown.id) : null);

const forget = () => {
  cached = undefined;
};
const signedOut = () => {
  forget();
  lastKnown = undefined;
  keepMe(undefined);
};

/** Not signed in, known without asking the server (no request, no 401 in the console). */
const notSignedIn = () => Promise.reject(new HttpError('No ha iniciado sesión', 401));

/** The signed-in user (`GET /api/me`), shared by checkAuth, getIdentity and getPermissions. */
export const fetchMe = (): Promise<SessionUser> => {
  if (!mayBeSignedIn()) return notSignedIn();
  if (cached && Date.now() - cached.at < ME_TTL_MS) return cached.promise;
  const promise = httpClient(`${API_URL}/me`).then(
    ({ json }) => {
      sessionStorage.setItem(LAST_USER, String((json as SessionUser).id));
      lastKnown = json as SessionUser;
      keepMe(lastKnown);
      return json as SessionUser;
    },
    (error: unknown) => {
      if (lastKnown && isNetworkFailure(error)) return lastKnown;
      throw error;
    },
  );
  cached = { at: Date.now(), promise };
  promise.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      signedOut();
      forgetSignedIn();
    } else forget();
  });
  return promise;
};

const remember = (user: SessionUser) => {
  lastKnown = user;
  keepMe(user);
  cached = { at: Date.now(), promise: Promise.resolve(user) };
};

/**
 * Who last signed in in this tab. react-admin brings a user back, after signing in, to the page
 * where the session ended; that page is someone else's when another user signs in at that tab
 * (an admin's users list is not a seller's to open), so another user starts at the dashboard.
 */
const anotherUserThan = (user: SessionUser): boolean => {
  const previous = sessionStorage.getItem(LAST_USER);
  sessionStorage.setItem(LAST_USER, String(user.id));
  return previous !== null && previous !== String(user.id);
};

export const fullName = (user: Pick<SessionUser, 'first_name' | 'last_name'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ');

export const authProvider: AuthProvider = {
  /** `POST /api/login`; an HttpError (400, 401, 429) carries `body.errors` for the login form. */
  login: async ({ email, password, remember: keep }: LoginParams) => {
    forget();
    const { json } = await httpClient(`${API_URL}/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password, remember: Boolean(keep) }),
    });
    markSignedIn(Boolean(keep));
    const user = json as SessionUser;
    remember(user);
    return anotherUserThan(user) ? { redirectTo: '/' } : undefined;
  },

  logout: async () => {
    signedOut();
    // No session known (never signed in, or a 401 already ended it): nothing to close on the server.
    if (!mayBeSignedIn()) return;
    forgetSignedIn();
    try {
      await httpClient(`${API_URL}/logout`, { method: 'DELETE' });
    } catch {
      // Already signed out (401) or offline: the login page is the right place either way.
    }
  },

  checkAuth: async () => {
    try {
      await fetchMe();
    } catch (error) {
      // No toast for simply not being signed in: the login page says enough.
      throw { message: false, cause: error };
    }
  },

  checkError: async (error: unknown) => {
    const status = error instanceof HttpError ? error.status : (error as { status?: number } | null)?.status;
    if (status === 401) {
      signedOut();
      forgetSignedIn();
      throw { message: 'ra.notification.logged_out' };
    }
    // 403 and the rest are shown as the error they are; they do not end the session.
  },

  getPermissions: async () => (await fetchMe()).role,

  getIdentity: async () => {
    const user = await fetchMe();
    return {
      id: user.id,
      fullName: fullName(user),
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role: user.role,
      account_id: user.account_id,
    };
  },
};
