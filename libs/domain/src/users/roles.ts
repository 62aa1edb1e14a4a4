export const ROLES = ['admin', 'sales', 'storer', 'financial', 'endline', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  sales: 'Vendedor',
  storer: 'Almacenista',
  financial: 'Finanzas',
  endline: 'Endline',
  /** Issue 32: reads everything, writes nothing. */
  auditor: 'Auditor',
};
