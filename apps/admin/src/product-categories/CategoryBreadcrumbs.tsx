import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';

/** Categorías > Crear, or Categorías > {name} (linking to /product-categories/{id}), as the spec's edit page. */
export const CategoryBreadcrumbs = ({ page }: { page: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; name: string }>();
  return (
    <Breadcrumbs aria-label={translate('bo.product_categories.breadcrumb')} sx={{ px: 2, pt: 2 }}>
      <Link component={RouterLink} to="/product-categories" underline="hover">
        {translate('bo.product_categories.title')}
      </Link>
      {page === 'create' ? (
        <Typography color="text.primary" aria-current="page">
          {translate('bo.product_categories.crumb_create')}
        </Typography>
      ) : null}
      {page === 'edit' && record ? (
        <Link component={RouterLink} to={`/product-categories/${record.id}`} underline="hover" aria-current="page">
          {record.name}
        </Link>
      ) : null}
    </Breadcrumbs>
  );
};
