import type { Identifier } from 'react-admin';
import type { Role } from '@bo/access';

/** An exchange rate (`taxe`): Bs per USD (`change`) and the peso rate (`cop_change`). */
export interface Tax {
  id: number;
  change: number;
  cop_change: number;
  created_at: string;
  updated_at: string;
}

export interface LogEntry {
  id: Identifier;
  created_at: string;
  user_name: string | null;
  description: string;
  category: string;
  /** The stream of the command's main event. */
  stream_id: string;
  /** The record the row is about, when it is one the screens show. */
  record: { resource: string; id: string } | null;
}

export interface HistoryEntry {
  position: string;
  type: string;
  description: string;
  data: Record<string, unknown>;
  user: { id: Identifier; name: string } | null;
  at: string;
}

export interface AppVersion {
  major: number;
  minor: number;
  patch: number;
  release_date: string | null;
  codename: string | null;
  changelog: string[];
}

/** The roles of the access table, which the server reads too. */
export type { Role } from '@bo/access';

export interface SessionUser {
  id: Identifier;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  account_id: Identifier;
}

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[] | string>;
}
