/**
 * The public dealer application's calls (no session): the account's name and logo, the states and
 * towns lists and the application itself, through the admin's HTTP client (same-origin cookie,
 * anti-forgery header).
 */
import { httpClient, API_URL } from '../data/httpClient';

export interface Place {
  id: number;
  name: string;
}

/** The account as a visitor sees it: `logo` is the public GET /api/utils/logo, or null without one. */
export interface PublicAccount {
  name: string;
  logo: string | null;
}

export const fetchAccount = async (): Promise<PublicAccount> =>
  (await httpClient(`${API_URL}/utils/account`)).json as PublicAccount;

export const fetchStates = async (): Promise<Place[]> => (await httpClient(`${API_URL}/utils/states`)).json as Place[];

export const fetchTowns = async (stateId: string): Promise<Place[]> =>
  (await httpClient(`${API_URL}/utils/towns/${encodeURIComponent(stateId)}`)).json as Place[];

export const sendApplication = async (body: Record<string, string>): Promise<{ id: number }> =>
  (await httpClient(`${API_URL}/dealers/apply`, { method: 'POST', body: JSON.stringify(body) })).json as {
    id: number;
  };
