/** Why this file exists: every document form searches the catalogue the same way (issue 12, the document kit). */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { formatQuantity } from '../../format';
import type { Product } from '../../products/types';
import { EmptyTableRow } from '../EmptyTableRow';
import { useProductSearch } from './useProductSearch';

const searchFilter = (q: string) => (q ? { q } : {});

/**
 * The document kit's product search (inventories, purchases; later transfers and returns): terms
 * debounced 300 ms, then code, name, available quantity and 'Agregar', disabled once the product
 * is among the document's lines ('Agregado'). While a search is on its way a progress bar shows
 * and the table is `aria-busy`; 'No se encontraron productos' when nothing matches.
 */
export const ProductSearchTable = ({
  added,
  onAdd,
  available = (product) => product.quantity,
  availableLabel = 'bo.document.available',
}: {
  added: ReadonlySet<string>;
  onAdd: (product: Product) => void;
  /** The quantity shown for a product: its whole stock unless told (a transfer shows its source's). */
  available?: (product: Product) => string | number | null;
  /** That column's header, an i18n key ('Disponible' unless told). */
  availableLabel?: string;
}) => {
  const translate = useTranslate();
  const [terms, setTerms] = useState('');
  const { data, isPending, searching } = useProductSearch(terms.trim(), searchFilter);
  const t = (key: string) => translate(`bo.document.${key}`);
  return (
    <Box>
      <TextField
        label={t('search_products')}
        placeholder={t('search_placeholder')}
        value={terms}
        onChange={(event) => setTerms(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the search never submits the document's form.
          if (event.key === 'Enter') event.preventDefault();
        }}
        size="small"
        sx={{ mb: 1, minWidth: { sm: 320 } }}
      />
      <LinearProgress sx={{ visibility: searching ? 'visible' : 'hidden' }} aria-hidden={!searching} />
      <TableContainer>
        <Table size="small" aria-label={t('search_results')} aria-busy={searching}>
          <TableHead>
            <TableRow>
              <TableCell>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell align="right">{translate(availableLabel)}</TableCell>
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
                  <TableCell align="right">{formatQuantity(available(product))}</TableCell>
                  <TableCell align="right">
                    <Button size="small" startIcon={<AddIcon />} disabled={isAdded} onClick={() => onAdd(product)}>
                      {t(isAdded ? 'added' : 'add_product')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {!isPending && !searching && data.length === 0 ? (
              <EmptyTableRow columns={4} text={t('no_products_found')} />
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
