import { API_URL, httpClient } from '../data/httpClient';
import type { Client } from './types';

/** The spec's search state ('Buscando...') lasts 1.5 s, whatever the server's speed. */
const SEARCHING_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live client holding the identification, or null: the clients list filtered by exact
 * identification (docs/api.md), whose "none" is an empty list, not a 404 the browser logs as an
 * error.
 */
const lookupClient = async (identification: string): Promise<Client | null> => {
  const filter = encodeURIComponent(JSON.stringify({ identification }));
  const { json } = await httpClient(`${API_URL}/clients?filter=${filter}&range=${encodeURIComponent('[0,0]')}`);
  return (json as Client[])[0] ?? null;
};

/**
 * The client search of the sale form and the POS: the client holding the identification, or null,
 * answered no sooner than 1.5 s after it started (a failure rejects at once).
 */
export const searchClient = async (identification: string): Promise<Client | null> => {
  const [client] = await Promise.all([lookupClient(identification.trim()), pause(SEARCHING_MS)]);
  return client;
};
