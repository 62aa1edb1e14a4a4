import { z } from 'zod';
import { ROLES } from './roles';

const id = z.string().min(1);
/** An uploaded image's path (`/api/uploads/...`), or null. */
const photo = z.string().min(1).nullable();
/** The user's store; null for users registered before stores existed (the seeded admin). */
const organizationId = z.string().regex(/^\d+$/).nullable();

const profile = {
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.string().email(),
  role: z.enum(ROLES),
  owner: z.boolean(),
};

export const userEventSchemas = {
  UserRegistered: z.object({
    id,
    ...profile,
    /** argon2id hash; the password itself never enters an event. */
    password_hash: z.string().min(1),
    /** Absent in events written before photos and stores existed. */
    photo: photo.optional(),
    organization_id: organizationId.optional(),
  }),
  /** The whole profile after the change; `password_hash` only when a new password was typed. */
  UserUpdated: z.object({
    id,
    ...profile,
    photo,
    organization_id: organizationId,
    password_hash: z.string().min(1).optional(),
  }),
  /** Soft delete: the user can no longer sign in and their sessions end. */
  UserDeleted: z.object({ id }),
  UserRestored: z.object({ id }),
  /** Reserves an e-mail for one user (stream user_email-<email>). */
  UserEmailReserved: z.object({ email: z.string().email(), user_id: id }),
  /** Frees it (e-mail changed, user deleted): another user may reserve it. */
  UserEmailReleased: z.object({ email: z.string().email(), user_id: id }),
} as const;

type Data<Type extends keyof typeof userEventSchemas> = z.infer<(typeof userEventSchemas)[Type]>;
export type UserRegistered = { type: 'UserRegistered'; data: Data<'UserRegistered'> };
export type UserUpdated = { type: 'UserUpdated'; data: Data<'UserUpdated'> };
export type UserDeleted = { type: 'UserDeleted'; data: Data<'UserDeleted'> };
export type UserRestored = { type: 'UserRestored'; data: Data<'UserRestored'> };
export type UserEmailReserved = { type: 'UserEmailReserved'; data: Data<'UserEmailReserved'> };
export type UserEmailReleased = { type: 'UserEmailReleased'; data: Data<'UserEmailReleased'> };

/** Events of a user's own stream (`user-<id>`). */
export type UserStreamEvent = UserRegistered | UserUpdated | UserDeleted | UserRestored;
/** Events of an e-mail's reservation stream (`user_email-<email>`). */
export type UserEmailEvent = UserEmailReserved | UserEmailReleased;
export type UserEvent = UserStreamEvent | UserEmailEvent;

export const userStream = (id: string): string => `user-${id}`;
/** Reservation stream that makes an e-mail unique among live users. */
export const userEmailStream = (email: string): string => `user_email-${email.trim().toLowerCase()}`;
