import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardActionArea, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { formatQuantity, formatUsd } from '../../format';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import type { Product } from '../../products/types';

const PRODUCTS_PAGE = { page: 1, perPage: 48 };
const ALL_CATEGORIES = { page: 1, perPage: 200 };
const BY_NAME = { field: 'name', order: 'ASC' as const };
const COUNTER = { counter: true };

/** The one product whose code is exactly the search (the cashier scanned or typed a code). */
const exactCodeMatch = (products: Product[], terms: string): Product | undefined =>
  products.length === 1 && products[0].code.trim().toLowerCase() === terms.toLowerCase() ? products[0] : undefined;

const ProductCard = ({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) => {
  const translate = useTranslate();
  const stock = Number(product.quantity ?? 0);
  return (
    // The button lies over the card's text rather than holding it: its name ('Agregar ...') is then
    // not a different name for the text it shows (WCAG 2.5.3, axe's label-content-name-mismatch).
    <Card variant="outlined" sx={{ opacity: stock > 0 ? 1 : 0.6, position: 'relative' }}>
      <CardContent>
        <Typography variant="caption" color="text.secondary" component="p">
          {product.code}
        </Typography>
        <Typography fontWeight={600} sx={{ minHeight: 48 }}>
          {product.name}
        </Typography>
        <Typography color="primary.main" fontWeight={700}>
          {formatUsd(product.price)}
        </Typography>
        <Typography variant="body2" color={stock > 0 ? 'text.secondary' : 'error.main'}>
          {translate('bo.pos.stock', { quantity: formatQuantity(stock) })}
        </Typography>
      </CardContent>
      <CardActionArea
        onClick={() => onAdd(product)}
        aria-label={translate('bo.pos.add_product', { name: product.name })}
        sx={{ position: 'absolute', inset: 0 }}
      />
    </Card>
  );
};

/**
 * The products to sell: search (300 ms) and category; at most 600 px tall, scrolling. A search
 * that is exactly one product's code adds it to the cart and clears the field.
 */
export const ProductGrid = ({ onAdd }: { onAdd: (product: Product) => void }) => {
  const translate = useTranslate();
  const [terms, setTerms] = useState('');
  const [category, setCategory] = useState<Identifier | ''>('');
  const q = useDebouncedValue(terms.trim(), 300);
  const filter = { ...(q ? { q } : {}), ...(category !== '' ? { product_category_id: category } : {}) };
  const {
    data: products = [],
    isPending,
    isFetching,
  } = useGetList<Product>('products', {
    filter,
    pagination: PRODUCTS_PAGE,
    sort: BY_NAME,
    // Issue 34: each deposit's stock less what this device's outbox took (offline/deviceDataProvider).
    meta: COUNTER,
  });
  const { data: categories = [] } = useGetList<{ id: Identifier; name: string }>('product-categories', {
    pagination: ALL_CATEGORIES,
    sort: BY_NAME,
  });

  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;
  useEffect(() => {
    if (!q || isFetching) return;
    const product = exactCodeMatch(products, q);
    if (!product) return;
    setTerms('');
    onAddRef.current(product);
  }, [products, q, isFetching]);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <TextField
          label={translate('bo.pos.search')}
          placeholder={translate('bo.pos.search_placeholder')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          size="small"
          sx={{ flex: 1, minWidth: 220 }}
          autoFocus
        />
        <TextField
          select
          label={translate('bo.pos.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          size="small"
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate('bo.pos.all_categories')}</MenuItem>
          {categories.map((item) => (
            <MenuItem key={String(item.id)} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        role="list"
        aria-label={translate('bo.pos.products')}
        sx={{
          maxHeight: 600,
          overflowY: 'auto',
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        }}
      >
        {products.map((product) => (
          <Box role="listitem" key={String(product.id)}>
            <ProductCard product={product} onAdd={onAdd} />
          </Box>
        ))}
        {!isPending && products.length === 0 ? (
          <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', py: 4, textAlign: 'center' }}>
            {translate('bo.pos.no_products')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};
