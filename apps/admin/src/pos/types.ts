import type { Identifier } from 'react-admin';

/** A client of the POS: the one looked up or registered at the client step. */
export interface PosClient {
  id: Identifier;
  name: string;
  identification: string;
  email?: string | null;
  phone?: string | null;
}
