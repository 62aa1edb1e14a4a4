import { ROLES, Role, taxeStream, userStream } from '@bo/domain';

/** Which stream holds a record's events, and who may read its history. */
export const HISTORY_RESOURCES: Record<string, { stream: (id: string) => string; roles: readonly Role[] }> = {
  taxes: { stream: taxeStream, roles: ROLES },
  users: { stream: userStream, roles: ['admin'] },
};
