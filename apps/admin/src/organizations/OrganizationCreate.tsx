import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Create } from '../common/forms';
import { Link } from 'react-router-dom';
import { OrganizationFields } from './OrganizationFields';

const Breadcrumb = () => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('bo.organizations.breadcrumb')} sx={{ my: 1.5 }}>
      <MuiLink component={Link} to="/organizations" underline="hover" color="inherit">
        {translate('bo.organizations.title')}
      </MuiLink>
      <Typography color="text.primary">{translate('bo.organizations.breadcrumb_create')}</Typography>
    </Breadcrumbs>
  );
};

/** /organizations/create: title 'Crear tienda', breadcrumb 'Tiendas' / 'Crear', button 'Crear tienda'. */
export const OrganizationCreate = () => (
  <Create title="bo.organizations.create_title" redirect="list" actions={<Breadcrumb />}>
    <SimpleForm
      noValidate
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar>
          <SaveButton label="bo.organizations.create_button" />
        </Toolbar>
      }
    >
      <OrganizationFields />
    </SimpleForm>
  </Create>
);
