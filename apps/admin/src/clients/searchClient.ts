import { HttpError } from 'react-admin';
import { API_URL, httpClient } from '../data/httpClient';
import type { Client } from './types';

/** The spec's search state ('Buscando...') lasts 1.5 s, whatever the server's speed. */
const SEARCHING_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/clients/lookup?identification=: the live client holding it, or null (404). */
const lookupClient = async (identification: string): Promise<Client | null> => {
  try {
    const { json } = await httpClient(`${API_URL}/clients/lookup?identification=${encodeURIComponent(identification)}`);
    return json as Client;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
};

/**
 * The client search of the sale form and the POS: the client holding the identification, or null,
 * answered no sooner than 1.5 s after it started (a failure rejects at once).
 */
export const searchClient = async (identification: string): Promise<Client | null> => {
  const [client] = await Promise.all([lookupClient(identification.trim()), pause(SEARCHING_MS)]);
  return client;
};
