import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { detailPath } from '../common/detailRoutes';
import type { Product } from './types';

/**
 * Productos > Crear, Productos > {name} > Editar, Productos > {name}: links to /products and
 * /products/{id}.
 */
export const ProductBreadcrumbs = ({ page }: { page: 'create' | 'edit' | 'show' }) => {
  const translate = useTranslate();
  const record = useRecordContext<Product>();
  const list = (
    <Link component={RouterLink} to="/products" underline="hover">
      {translate('bo.products.title')}
    </Link>
  );
  const current = (text: string) => (
    <Typography color="text.primary" aria-current="page">
      {text}
    </Typography>
  );
  return (
    <Breadcrumbs aria-label={translate('bo.products.breadcrumb')} sx={{ px: 2, pt: 2 }}>
      {list}
      {page === 'create' ? current(translate('bo.products.crumb_create')) : null}
      {page === 'edit' && record ? (
        <Link component={RouterLink} to={detailPath('products', record.id)} underline="hover">
          {record.name}
        </Link>
      ) : null}
      {page === 'edit' ? current(translate('bo.products.crumb_edit')) : null}
      {page === 'show' && record ? current(record.name) : null}
    </Breadcrumbs>
  );
};
