import { z } from 'zod';
import { email, optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';
import { rif } from './rif.field';
import { ivaWithholding } from './iva-withholding.field';

export const providerFields = z.object({
  /** The contact's name. */
  name: requiredText('El nombre de contacto'),
  company_name: requiredText('El nombre de la empresa'),
  tax_id: rif('El RIF'),
  email: email('El correo electrónico', false),
  phone: optionalText('El teléfono', 50),
  website: optionalText('El sitio web', 255),
  address: optionalText('La dirección'),
  city: optionalText('La ciudad', 255),
  country: optionalText('El país', 255),
  notes: optionalText('Las notas'),
  /** Issue 33: the % of a purchase's IVA withheld under regime special (75 | 100). */
  iva_withholding: ivaWithholding(),
});
export type ProviderValues = z.infer<typeof providerFields>;

/**
 * A provider (supplier) of purchases: soft-deleted and restorable, as its list's trashed filter
 * shows. Its balance and pending invoices come from the purchases, not from the record.
 */
export const providerRecord = defineRecord<ProviderValues>({
  name: 'Provider',
  stream: 'provider',
  noun: 'el proveedor',
  category: 'Compras',
  fields: providerFields,
  title: (values) => `${values.tax_id} ${values.company_name}`,
  restorable: true,
  unique: [],
  messages: {
    notFound: 'El proveedor no existe',
    deleted: 'El proveedor fue eliminado',
    notDeleted: 'El proveedor no está eliminado',
    alreadyExists: 'El proveedor ya existe',
  },
});
