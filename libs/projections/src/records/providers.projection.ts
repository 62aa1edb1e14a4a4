import { providerRecord, withholdingRateOf } from '@bo/domain';
import { recordProjection } from './record-projection';

export const providersProjection = recordProjection({
  definition: providerRecord,
  table: 'providers',
  // 2: iva_withholding (issue 33).
  version: 2,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'company_name', type: 'text' },
    { name: 'tax_id', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'website', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'country', type: 'text' },
    { name: 'notes', type: 'text' },
    { name: 'iva_withholding', type: 'integer', from: (values) => withholdingRateOf(values.iva_withholding) },
  ],
  searchColumns: ['name', 'company_name', 'tax_id', 'email'],
});
