/**
 * Why this file exists: react-admin says 'Elemento creado' / 'Elemento actualizado' after a save
 * unless a resource has its own `resources.<name>.notifications` (issue 31, item 13). Here, in one
 * place, every resource's toasts are made from its Spanish singular name (the `name` of its
 * messages, 'Proveedor |||| Proveedores') and its gender: 'Proveedor creado', 'Marca
 * actualizada'. Documents (a spent, a purchase...) are 'registrados', as the spec words them
 * ('Gasto registrado'). A resource's own notifications, where its messages give them (taxes),
 * win over these.
 */

type Gender = 'm' | 'f';
type Kind = 'created' | 'updated' | 'deleted';

interface Naming {
  gender: Gender;
  /** A document: recorded ('registrado'), not created. */
  document?: boolean;
}

/** Every resource whose forms save through react-admin, by its grammatical gender. */
export const RESOURCE_NAMING: Readonly<Record<string, Naming>> = {
  clients: { gender: 'm' },
  providers: { gender: 'm' },
  products: { gender: 'm' },
  brands: { gender: 'f' },
  'product-categories': { gender: 'f' },
  groups: { gender: 'm' },
  'price-groups': { gender: 'm' },
  regions: { gender: 'f' },
  deposits: { gender: 'm' },
  'payment-methods': { gender: 'm' },
  'spent-categories': { gender: 'f' },
  users: { gender: 'm' },
  accounts: { gender: 'f' },
  organizations: { gender: 'f' },
  dealers: { gender: 'm' },
  requests: { gender: 'f' },
  spents: { gender: 'm', document: true },
  shoppings: { gender: 'f', document: true },
  orders: { gender: 'f', document: true },
  devolutions: { gender: 'f', document: true },
  inventories: { gender: 'm', document: true },
  transfers: { gender: 'f', document: true },
  taxes: { gender: 'f', document: true },
};

const PARTICIPLES: Record<Kind, (naming: Naming) => string> = {
  created: ({ document }) => (document ? 'registrad' : 'cread'),
  updated: () => 'actualizad',
  deleted: () => 'eliminad',
};

/** 'Proveedor creado', 'Marca actualizada', 'Gasto registrado'. */
export const notificationText = (singular: string, naming: Naming, kind: Kind) =>
  `${singular} ${PARTICIPLES[kind](naming)}${naming.gender === 'm' ? 'o' : 'a'}`;

type Tree = Record<string, unknown>;

/** The catalogue with each named resource's notifications added (those it already has kept). */
export function withNotifications<T extends Tree>(messages: T): T {
  const resources = (messages.resources ?? {}) as Record<string, Tree>;
  const out: Record<string, Tree> = { ...resources };
  for (const [resource, naming] of Object.entries(RESOURCE_NAMING)) {
    const entry = resources[resource];
    const name = typeof entry?.name === 'string' ? entry.name.split('||||')[0].trim() : '';
    if (!name) continue;
    const own = (entry.notifications ?? {}) as Tree;
    const made = Object.fromEntries(
      (['created', 'updated', 'deleted'] as const).map((kind) => [kind, notificationText(name, naming, kind)]),
    );
    out[resource] = { ...entry, notifications: { ...made, ...own } };
  }
  return { ...messages, resources: out };
}
