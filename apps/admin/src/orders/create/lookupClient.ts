import { HttpError } from 'react-admin';
import { API_URL, httpClient } from '../../data/httpClient';
import type { Client } from '../../clients/types';

/** GET /api/clients/lookup?identification=: the live client holding it, or null (404). */
export const lookupClient = async (identification: string): Promise<Client | null> => {
  try {
    const { json } = await httpClient(`${API_URL}/clients/lookup?identification=${encodeURIComponent(identification)}`);
    return json as Client;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
};
