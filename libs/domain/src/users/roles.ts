export const ROLES = ['admin', 'sales', 'storer', 'financial', 'endline'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  sales: 'Vendedor',
  storer: 'Almacenista',
  financial: 'Finanzas',
  endline: 'Endline',
};
