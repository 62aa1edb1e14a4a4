import { z } from 'zod';
import { ROLES } from './roles';

export const userEventSchemas = {
  UserRegistered: z.object({
    id: z.string().min(1),
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    email: z.string().email(),
    role: z.enum(ROLES),
    /** argon2id hash; the password itself never enters an event. */
    password_hash: z.string().min(1),
    owner: z.boolean(),
  }),
  /** Reserves an e-mail for one user (stream user_email-<email>, appended with "no stream"). */
  UserEmailReserved: z.object({ email: z.string().email(), user_id: z.string().min(1) }),
} as const;

export type UserEmailReserved = { type: 'UserEmailReserved'; data: z.infer<typeof userEventSchemas.UserEmailReserved> };
export type UserRegistered = { type: 'UserRegistered'; data: z.infer<typeof userEventSchemas.UserRegistered> };
export type UserEvent = UserRegistered | UserEmailReserved;

export const userStream = (id: string): string => `user-${id}`;
/** Reservation stream that makes an e-mail unique: appended with expected version "no stream". */
export const userEmailStream = (email: string): string => `user_email-${email.trim().toLowerCase()}`;
