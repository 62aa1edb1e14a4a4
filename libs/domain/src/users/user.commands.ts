import { Command } from '../kit';
import { UserProfile } from './user.fields';

/** The actor is `metadata.user_id` (null for the system: seeds, tests). */
export type RegisterUser = Command<
  'RegisterUser',
  {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    role: UserProfile['role'];
    password_hash: string;
    owner: boolean;
    photo?: string | null;
    organization_id?: string | null;
  }
>;
/** The whole profile; `password_hash` null keeps the current password. */
export type UpdateUser = Command<'UpdateUser', { profile: UserProfile; password_hash: string | null }>;
export type DeleteUser = Command<'DeleteUser', Record<string, never>>;
export type RestoreUser = Command<'RestoreUser', Record<string, never>>;

export type UserCommand = RegisterUser | UpdateUser | DeleteUser | RestoreUser;
