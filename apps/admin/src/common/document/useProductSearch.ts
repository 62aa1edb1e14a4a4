/**
 * The product searches of the inventory and sale forms: GET /api/products for what is typed,
 * 300 ms after the last keystroke. While the next answer is on its way the previous results stay
 * on screen (a row never vanishes between the press and the release of a click on 'Agregar', which
 * lost that click), and `searching` says the results do not yet answer what was typed.
 */
import { useGetList, type SortPayload } from 'react-admin';
import type { Product } from '../../products/types';
import { useDebouncedValue } from '../useDebouncedValue';

const PAGE = { page: 1, perPage: 10 };
const BY_NAME: SortPayload = { field: 'name', order: 'ASC' };

export const useProductSearch = <T>(typed: T, toFilter: (debounced: T) => Record<string, unknown>) => {
  const debounced = useDebouncedValue(typed, 300);
  const {
    data = [],
    isPending,
    isFetching,
  } = useGetList<Product>(
    'products',
    { filter: toFilter(debounced), pagination: PAGE, sort: BY_NAME },
    { placeholderData: (previous) => previous },
  );
  const searching = isFetching || JSON.stringify(typed) !== JSON.stringify(debounced);
  return { data, debounced, isPending, searching };
};
