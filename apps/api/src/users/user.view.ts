import type { Role } from '@bo/domain';

/** A user as the screens read it: never the password's hash. */
export interface UserView {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  owner: boolean;
  photo: string | null;
  organization_id: number | null;
  organization: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A row of `rm.users` joined with its store's name (`organization_name`). */
export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  owner: boolean;
  photo: string | null;
  organization_id: string | null;
  organization_name: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export function toUserView(row: UserRow): UserView {
  const organizationId = row.organization_id === null ? null : Number(row.organization_id);
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    owner: row.owner,
    photo: row.photo,
    organization_id: organizationId,
    organization:
      organizationId !== null && row.organization_name !== null
        ? { id: organizationId, name: row.organization_name }
        : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}
