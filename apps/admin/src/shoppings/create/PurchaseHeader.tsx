/**
 * Why this file exists: the purchase's own data (section 2): provider (searched among the
 * providers), date (today), invoice number, payment type (Contado by default, or Crédito), due
 * date (required for credit; a cash purchase without one takes the date) and destination deposit.
 * None is checked here: 'Generar Compra' checks them in the spec's order. Under a fiscal regime
 * (issue 33) the provider's control number too.
 */
import { Box } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useDeposits } from '../../common/document';
import type { Provider } from '../../providers/types';
import type { ShoppingDraft } from './shoppingDraft';

const PAYMENT_TYPES = [
  { id: 'cash', name: 'bo.shopping_create.payment_types.cash' },
  { id: 'credit', name: 'bo.shopping_create.payment_types.credit' },
];
const BY_COMPANY = { field: 'company_name', order: 'ASC' as const };

/** The company, or the contact when it has none. */
const providerName = (provider: Provider | undefined) => provider?.company_name || provider?.name || '';
const byTerms = (q: string) => (q ? { q } : {});

export const PurchaseHeader = ({ fiscal = false }: { fiscal?: boolean }) => {
  const deposits = useDeposits();
  const type = useWatch<ShoppingDraft, 'payment_type'>({ name: 'payment_type' });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
      <ReferenceInput source="provider_id" reference="providers" sort={BY_COMPANY} perPage={20}>
        <AutocompleteInput label="bo.shopping_create.provider" optionText={providerName} filterToQuery={byTerms} />
      </ReferenceInput>
      <DateInput source="date" label="bo.shopping_create.date" />
      <TextInput source="invoice_number" label="bo.shopping_create.invoice_number" />
      {fiscal ? <TextInput source="control_number" label="bo.shopping_create.control_number" /> : null}
      <RadioButtonGroupInput
        source="payment_type"
        label="bo.shopping_create.payment_type"
        choices={PAYMENT_TYPES}
        row
      />
      <DateInput
        source="due_date"
        label="bo.shopping_create.due_date"
        helperText={type === 'credit' ? 'bo.shopping_create.due_date_help' : false}
      />
      <SelectInput source="deposit_id" label="bo.shopping_create.deposit" choices={deposits} />
    </Box>
  );
};
