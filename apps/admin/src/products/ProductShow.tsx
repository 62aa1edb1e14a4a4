import type { ReactNode } from 'react';
import { IVA_LABELS } from '@bo/fiscal';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  CardContent,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Button, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
import { useApi } from '../data/useApi';
import { formatBs, formatQuantity, formatUsd, formatWeight } from '../format';
import { priceInBolivars } from './money';
import { editPath } from '../common/detailRoutes';
import { usePriceGroups } from './PriceInputs';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { StockCard } from './StockCard';
import type { Product } from './types';
import { stockPerDeposit, useDeposits } from './stockPerDeposit';

const Title = () => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  return <>{record ? translate('bo.products.show_title', { name: record.name }) : ''}</>;
};

const Actions = () => {
  const canWrite = useCan('products', 'write');
  const record = useRecordContext<Product>();
  return (
    <TopToolbar>
      <Button component={Link} label="bo.products.back" to="/products">
        <ArrowBackIcon />
      </Button>
      {canWrite && record ? (
        <Button component={Link} label="ra.action.edit" to={editPath('products', record.id)}>
          <EditIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
};

/** One labelled value of the product's data. */
const Detail = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="div">
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
};

const field = (name: string) => `resources.products.fields.${name}`;

const ProductData = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {product.photo ? (
        <Box
          component="img"
          src={product.photo}
          alt={product.name}
          sx={{ width: 160, maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : null}
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          gap: 2,
          minWidth: 240,
        }}
      >
        <Detail label={field('code')}>{product.code}</Detail>
        <Detail label={field('name')}>{product.name}</Detail>
        <Detail label={field('line_name')}>{product.line_name}</Detail>
        <Detail label={field('brand')}>{product.brand?.name}</Detail>
        <Detail label={field('product_category')}>{product.product_category?.name}</Detail>
        <Detail label={field('part_id')}>{product.part_id}</Detail>
        <Detail label={field('alias')}>{product.alias}</Detail>
        <Detail label={field('contable')}>{translate(product.contable ? 'bo.common.yes' : 'bo.common.no')}</Detail>
        <Detail label={field('iva')}>{IVA_LABELS[product.iva] ?? product.iva}</Detail>
        <Detail label={field('cost')}>{formatUsd(product.cost)}</Detail>
        <Detail label={field('volumen')}>{product.volumen}</Detail>
        <Detail label={field('weight')}>{formatWeight(product.weight)}</Detail>
        <Detail label={field('quantity')}>{formatQuantity(product.quantity)}</Detail>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Detail label={field('description')}>{product.description}</Detail>
        </Box>
      </Box>
    </Box>
  );
};

/** Prices per group, in USD and in Bs at the current rate. */
const PricesTable = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const { data: groups } = usePriceGroups();
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  const names = new Map((groups ?? []).map((group) => [String(group.id), group.name]));
  const entries = Object.entries(product.prices ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('bo.products.prices')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('bo.products.price_group')}</TableCell>
            <TableCell align="right">{translate('bo.products.price_usd')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {translate('bo.products.price_bs')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([groupId, price]) => (
            <TableRow key={groupId}>
              <TableCell>{names.get(groupId) ?? `#${groupId}`}</TableCell>
              <TableCell align="right">{formatUsd(price)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBs(priceInBolivars(price, rate?.change) ?? 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** Quantities per deposit (Depósito / Cantidad), 0 in a deposit without it; 'Sin existencias' when there is no deposit. */
const StockTable = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const deposits = stockPerDeposit(product, useDeposits());
  if (deposits.length === 0) return <Typography color="text.secondary">{translate('bo.products.no_stock')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('bo.products.stock')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('bo.products.deposit')}</TableCell>
            <TableCell align="right">{translate('bo.products.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deposits.map((entry) => (
            <TableRow key={String(entry.deposit_id)}>
              <TableCell>{entry.name}</TableCell>
              <TableCell align="right">{formatQuantity(entry.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Heading = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
};

const ProductDetails = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <>
      <ProductBreadcrumbs page="show" />
      <CardContent>
        <ProductData product={product} />
        <Divider sx={{ mt: 3 }} />
        <Heading>bo.products.prices</Heading>
        <PricesTable product={product} />
        <Heading>bo.products.stock</Heading>
        <StockTable product={product} />
        <Heading>bo.products.stock_card.title</Heading>
        <StockCard productId={product.id} />
      </CardContent>
    </>
  );
};

/** /products/{id}: the product's data, prices per group, quantities per deposit, stock card, link to edit. */
export const ProductShow = () => (
  <Show<Product> title={<Title />} actions={<Actions />}>
    <ProductDetails />
  </Show>
);
