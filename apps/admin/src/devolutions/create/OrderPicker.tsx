/**
 * Why this file exists: a return starts from its sale. The sale is picked by its number or its
 * client's name (GET /api/orders?q=, 300 ms after the last keystroke), among the orders that
 * committed stock (the server refuses the others with its own message anyway).
 */
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { formatUsd } from '../../format';
import { RETURNABLE_STATES } from '../../orders/states';
import type { Order } from '../../orders/types';

const PAGE = { page: 1, perPage: 10 };
const NEWEST_FIRST = { field: 'date', order: 'DESC' as const };

/** What an order reads as in the picker: '#12 · Taller Medina · $50.00'. */
export const orderOptionLabel = (order: Pick<Order, 'number_order' | 'client' | 'total'>) =>
  [`#${order.number_order}`, order.client?.name, formatUsd(order.total)].filter(Boolean).join(' · ');

export type PickedOrder = Pick<Order, 'id' | 'number_order' | 'client' | 'total'>;

export const OrderPicker = ({
  value,
  onChange,
  error,
}: {
  value: PickedOrder | null;
  onChange: (order: PickedOrder | null) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed.trim(), 300);
  const { data = [], isFetching } = useGetList<Order>(
    'orders',
    {
      filter: { ...(debounced ? { q: debounced } : {}), order_state: RETURNABLE_STATES },
      pagination: PAGE,
      sort: NEWEST_FIRST,
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <Autocomplete<PickedOrder>
      options={data}
      value={value}
      // The server searched already: every answer it gave is an option.
      filterOptions={(options) => options}
      getOptionLabel={orderOptionLabel}
      isOptionEqualToValue={(option, chosen) => String(option.id) === String(chosen.id)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_event, order) => onChange(order)}
      loading={isFetching}
      loadingText={translate('bo.devolutions.searching')}
      noOptionsText={translate('bo.devolutions.no_orders')}
      sx={{ maxWidth: 560 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('bo.devolutions.order')}
          placeholder={translate('bo.devolutions.order_placeholder')}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
};
