import { HttpError } from 'react-admin';
import { API_URL, httpClient } from '../../data/httpClient';
import type { PosClient } from '../types';

/** GET /api/clients/lookup?identification=: the live client holding it, or null (404). */
export const lookupClient = async (identification: string): Promise<PosClient | null> => {
  try {
    const { json } = await httpClient(
      `${API_URL}/clients/lookup?identification=${encodeURIComponent(identification.trim())}`,
    );
    return json as PosClient;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
};
