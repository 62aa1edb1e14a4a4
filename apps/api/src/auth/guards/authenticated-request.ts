import type { Request } from 'express';
import type { Role } from '@bo/domain';

export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  account_id: string;
}

export interface AuthenticatedRequest extends Request {
  user?: SessionUser;
  sessionId?: string;
  /** The closed-until day read for a write (audit/closings/closed-period.interceptor.ts); undefined on reads. */
  closedUntil?: string | null;
}
