/** A dealer as GET /api/dealers answers it. */
export interface Dealer {
  id: number;
  name: string;
  lastname: string;
  idType: string;
  identification: string;
  company: string;
  state: string;
  town: string;
  address: string;
  email: string;
  phone: string;
  group_id: number;
  group_info: { name: string | null } | null;
  deleted_at: string | null;
}
