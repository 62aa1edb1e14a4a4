import type { ClientType } from './types';

/** The spec's client types, in its order, for the form's select and the list's column. */
export const CLIENT_TYPES: readonly ClientType[] = ['freelancer', 'spot', 'a', 'b', 'c'];

export const clientTypeChoices = CLIENT_TYPES.map((id) => ({ id, name: `bo.clients.types.${id}` }));
