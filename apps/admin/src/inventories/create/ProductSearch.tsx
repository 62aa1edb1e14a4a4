import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { formatQuantity } from '../../format';
import type { Product } from '../../products/types';
import { useDebouncedValue } from './useDebouncedValue';
import { EmptyTableRow } from '../../common/EmptyTableRow';

const PAGE = { page: 1, perPage: 10 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/** The product search (300 ms): code, name, available quantity and 'Agregar' (once per product). */
export const ProductSearch = ({ added, onAdd }: { added: ReadonlySet<string>; onAdd: (product: Product) => void }) => {
  const translate = useTranslate();
  const [terms, setTerms] = useState('');
  const q = useDebouncedValue(terms.trim(), 300);
  const { data = [], isPending } = useGetList<Product>('products', {
    filter: q ? { q } : {},
    pagination: PAGE,
    sort: BY_NAME,
  });
  const t = (key: string) => translate(`bo.inventories.${key}`);
  return (
    <Box>
      <TextField
        label={t('search_products')}
        placeholder={t('search_placeholder')}
        value={terms}
        onChange={(event) => setTerms(event.target.value)}
        size="small"
        sx={{ mb: 1, minWidth: 320 }}
      />
      <Table size="small" aria-label={t('search_results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('code')}</TableCell>
            <TableCell>{t('name')}</TableCell>
            <TableCell align="right">{t('available')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((product) => {
            const isAdded = added.has(String(product.id as Identifier));
            return (
              <TableRow key={String(product.id)}>
                <TableCell>{product.code}</TableCell>
                <TableCell>{product.name}</TableCell>
                <TableCell align="right">{formatQuantity(product.quantity)}</TableCell>
                <TableCell align="right">
                  <Button size="small" startIcon={<AddIcon />} disabled={isAdded} onClick={() => onAdd(product)}>
                    {t(isAdded ? 'added' : 'add_product')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {!isPending && data.length === 0 ? <EmptyTableRow columns={4} text={t('no_products_found')} /> : null}
        </TableBody>
      </Table>
    </Box>
  );
};
