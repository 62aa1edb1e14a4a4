import type { Identifier } from 'react-admin';

/** The company's account as `GET /api/accounts/{id}` answers it. */
export interface Account {
  id: Identifier;
  name: string;
  identification: string;
  email: string;
  phone: string | null;
  reasonName: string | null;
  address: string | null;
  sidebarColor: string;
  textSidebarColor: string;
  textHoverSidebarColor: string;
  logo: string | null;
}
