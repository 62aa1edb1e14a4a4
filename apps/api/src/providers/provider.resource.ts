import { providerRecord } from '@bo/domain';
import { CatalogueResource } from '../catalogue/catalogue-resource';

/**
 * What a provider's detail shows of its purchases (`rm.shoppings`): its balance, the sum of
 * total - iva_withheld - total_paid over its pending purchases (RULES.md; issue 33: the IVA withheld is not owed); the day of its last purchase not
 * cancelled (null: 'Sin compras'); and its pending purchases, oldest first, as `pending_shoppings`
 * and, for the screens that read that name, `pending_invoices`.
 */
const PURCHASES = `left join lateral (
  select
    coalesce(sum(s.total - s.iva_withheld - s.total_paid) filter (where s.status = 'pending'), 0)::numeric(14, 2)::text as balance,
    (max(s.date) filter (where s.status <> 'cancelled'))::text as last_purchase_at,
    coalesce(
      jsonb_agg(
        jsonb_build_object(
          'id', s.id,
          'number_shopping', s.number_shopping,
          'invoice_number', s.invoice_number,
          'date', s.date::text,
          'due_date', s.due_date::text,
          'total', s.total::text,
          'total_paid', s.total_paid::text,
          'balance', (s.total - s.iva_withheld - s.total_paid)::numeric(14, 2)::text,
          'paid', false,
          'status', s.status
        ) order by s.date, s.id
      ) filter (where s.status = 'pending'),
      '[]'::jsonb
    ) as pending_shoppings
  from rm.shoppings s
  where s.provider_id = r.id
) as purchases on true`;

/** Providers: read and kept by admin and financial (the sidebar's Proveedores). */
export const providerResource: CatalogueResource = {
  path: 'providers',
  definition: providerRecord,
  idKind: 'providers',
  table: 'rm.providers',
  list: {
    search: ['r.name', 'r.company_name', 'r.tax_id', 'r.email', 'r.phone', 'r.city'],
    sortable: {
      id: 'r.id',
      name: 'r.name',
      company_name: 'r.company_name',
      tax_id: 'r.tax_id',
      email: 'r.email',
      phone: 'r.phone',
      city: 'r.city',
      country: 'r.country',
      website: 'r.website',
      address: 'r.address',
      created_at: 'r.created_at',
    },
    defaultSort: ['company_name', 'ASC'],
  },
  select: (knex) =>
    knex({ r: 'rm.providers' })
      .joinRaw(PURCHASES)
      .select(
        'r.*',
        'purchases.balance',
        'purchases.last_purchase_at',
        'purchases.pending_shoppings',
        knex.raw('purchases.pending_shoppings as pending_invoices'),
      ),
};
