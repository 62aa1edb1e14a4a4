import { useState, type KeyboardEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button,
  Collapse,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useStore, useTranslate, type Identifier } from 'react-admin';
import { useIsPhone } from '../../common/PhoneList';
import { formatQuantity, formatUsd } from '../../format';
import { useProductSearch } from '../../common/document/useProductSearch';
import type { Product } from '../../products/types';
import { EmptyTableRow } from '../../common/EmptyTableRow';

const BY_NAME = { field: 'name', order: 'ASC' as const };
const ALL = { pagination: { page: 1, perPage: 500 }, sort: BY_NAME };

export interface ProductFilter {
  q: string;
  deposit: string;
  brand_id: string;
  part_id: string;
  truck_model_id: string;
  region_id: string;
}
const NO_FILTER: ProductFilter = { q: '', deposit: '', brand_id: '', part_id: '', truck_model_id: '', region_id: '' };

/** The filter as GET /api/products reads it: only what is filled. */
const activeFilter = (filter: ProductFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== ''));

const Choice = ({
  label,
  value,
  onChange,
  resource,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  resource: string;
}) => {
  const translate = useTranslate();
  const { data = [] } = useGetList<{ id: Identifier; name: string }>(resource, ALL);
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{translate('bo.products.any')}</MenuItem>
      {data.map((option) => (
        <MenuItem key={String(option.id)} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A typed filter, labelled as on the products list (part number, truck model). */
const Typed = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField label={translate(label)} value={value} onChange={(event) => onChange(event.target.value)} size="small" />
  );
};

/** The quantity a result shows: in the chosen deposit, or in all of them. */
const available = (product: Product, deposit: string) =>
  deposit
    ? Number(product.product_deposits.find((stock) => String(stock.deposit_id) === deposit)?.quantity ?? 0)
    : Number(product.quantity ?? 0);

/**
 * The sale's product search (sales.md, Create sale): terms (300 ms), deposit, brand, part number,
 * truck model (the server ignores it) and region; code, name, price, available; 'Agregar' once
 * per product. `onAdd` gets the deposit filter: the line takes its stock from there. The five
 * filters sit in one row under 'Filtros', which folds them (folded at first on phones; remembered).
 */
export const SaleProductSearch = ({
  added,
  onAdd,
}: {
  added: ReadonlySet<string>;
  onAdd: (product: Product, deposit: string) => void;
}) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<ProductFilter>(NO_FILTER);
  const { data, debounced, isPending, searching } = useProductSearch(filter, activeFilter);
  const set = (key: keyof ProductFilter) => (value: string) => setFilter((current) => ({ ...current, [key]: value }));
  const t = (key: string) => translate(`bo.orders.${key}`);
  const isPhone = useIsPhone();
  const [filtersOpen, setFiltersOpen] = useStore('orders.create.filtersOpen', !isPhone);
  const inUse = Object.entries(filter).filter(([key, value]) => key !== 'q' && value.trim() !== '').length;
  return (
    <Box>
      <Box
        sx={{ mb: 1 }}
        onKeyDown={(event: KeyboardEvent) => {
          // Enter in a filter never submits the sale.
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        <Stack direction="row" flexWrap="wrap" columnGap={1} alignItems="center">
          <TextField
            label={t('search_products')}
            placeholder={t('search_placeholder')}
            value={filter.q}
            onChange={(event) => set('q')(event.target.value)}
            size="small"
            sx={{ flex: '1 1 220px' }}
          />
          <Button
            onClick={() => setFiltersOpen(!filtersOpen)}
            aria-expanded={filtersOpen}
            startIcon={
              <Badge badgeContent={inUse} color="secondary">
                <FilterListIcon />
              </Badge>
            }
            sx={{ flexShrink: 0 }}
          >
            {t('filters')}
          </Button>
        </Stack>
        <Collapse in={filtersOpen}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
              columnGap: 2,
            }}
          >
            <Choice
              label="resources.products.fields.deposit"
              resource="deposits"
              value={filter.deposit}
              onChange={set('deposit')}
            />
            <Choice
              label="resources.products.fields.brand_id"
              resource="brands"
              value={filter.brand_id}
              onChange={set('brand_id')}
            />
            <Typed label="resources.products.fields.part_id" value={filter.part_id} onChange={set('part_id')} />
            <Typed
              label="resources.products.fields.truck_model_id"
              value={filter.truck_model_id}
              onChange={set('truck_model_id')}
            />
            <Choice
              label="resources.products.fields.region_id"
              resource="regions"
              value={filter.region_id}
              onChange={set('region_id')}
            />
          </Box>
        </Collapse>
      </Box>
      <LinearProgress sx={{ visibility: searching ? 'visible' : 'hidden' }} aria-hidden={!searching} />
      {isPhone ? (
        // On a phone the five columns do not fit: each result is a compact row whose available
        // quantity and 'Agregar' stay in view (issue 31).
        <List dense aria-label={t('search_results')} aria-busy={searching} data-testid="sale-search-results">
          {data.map((product) => {
            const isAdded = added.has(String(product.id));
            return (
              <ListItem key={String(product.id)} divider disableGutters sx={{ gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {product.code}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {product.name}
                  </Typography>
                  <Typography variant="body2" component="p">
                    {`${formatUsd(product.price)} · ${t('available')}: ${formatQuantity(
                      available(product, debounced.deposit),
                    )}`}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={isAdded}
                  onClick={() => onAdd(product, debounced.deposit)}
                  sx={{ flexShrink: 0 }}
                >
                  {t(isAdded ? 'added' : 'add_product')}
                </Button>
              </ListItem>
            );
          })}
          {!isPending && !searching && data.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              {t('no_products_found')}
            </Typography>
          ) : null}
        </List>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('search_results')} aria-busy={searching}>
            <TableHead>
              <TableRow>
                <TableCell>{t('code')}</TableCell>
                <TableCell>{t('name')}</TableCell>
                <TableCell align="right">{t('price')}</TableCell>
                <TableCell align="right">{t('available')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((product) => {
                const isAdded = added.has(String(product.id));
                return (
                  <TableRow key={String(product.id)}>
                    <TableCell>{product.code}</TableCell>
                    <TableCell>{product.name}</TableCell>
                    <TableCell align="right">{formatUsd(product.price)}</TableCell>
                    <TableCell align="right">{formatQuantity(available(product, debounced.deposit))}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={<AddIcon />}
                        disabled={isAdded}
                        onClick={() => onAdd(product, debounced.deposit)}
                      >
                        {t(isAdded ? 'added' : 'add_product')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
              {!isPending && !searching && data.length === 0 ? (
                <EmptyTableRow columns={5} text={t('no_products_found')} />
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
