/** A dealer request as GET /api/requests and /api/requests/{id} answer it. */
export interface DealerRequest {
  id: number;
  state: 'init' | 'contact' | 'request' | 'revision' | 'approve' | 'finish';
  state_name: string;
  dealer: {
    name: string;
    lastname: string;
    idType: string;
    identification: string;
    company: string;
    email: string;
    phone: string;
    state: string;
    town: string;
    address: string;
  };
  group_id: number | null;
  created_at: string;
  logs?: { message: string; to_name: string; user: { name: string } | null; created_at: string }[];
}
