import type { Identifier } from 'react-admin';

export interface OrganizationContact {
  name: string;
  city: string | null;
  phone: string | null;
}

/** A store as `GET /api/organizations` answers it. */
export interface Organization {
  id: Identifier;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  region: Identifier | null;
  region_name: string | null;
  country: 'VE' | null;
  postal_code: string | null;
  deposit_id: Identifier | null;
  deposit_name: string | null;
  contacts: OrganizationContact[];
  deleted_at: string | null;
}
