import type { Identifier } from 'react-admin';
import type { Role } from '../data/types';

/** A user as `GET /api/users` answers it. */
export interface User {
  id: Identifier;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  owner: boolean;
  photo: string | null;
  organization_id: Identifier | null;
  organization: { id: Identifier; name: string } | null;
  deleted_at: string | null;
}
