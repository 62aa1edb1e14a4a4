import { useGetOne, type Identifier } from 'react-admin';
import type { Client } from './types';

/**
 * Why this file exists: a payment by 'Nota de Crédito' (order page, sale form, POS) shows and
 * checks the client's credit (saldo a favor, GET /api/clients/{id} `credit`). undefined while it is
 * not known (no client, or still loading): the payment entry then leaves the check to the server.
 */
export const useClientCredit = (clientId: Identifier | null | undefined): number | undefined => {
  const known = clientId !== null && clientId !== undefined && clientId !== '';
  const { data } = useGetOne<Client>('clients', { id: known ? clientId : '' }, { enabled: known });
  return known && data ? Number(data.credit ?? 0) : undefined;
};
