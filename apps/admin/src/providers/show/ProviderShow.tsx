import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { DeletedMarker } from '../../common/DeletedMarker';
import { editPath } from '../../common/detailRoutes';
import type { Provider } from '../types';
import { PendingInvoices } from './PendingInvoices';
import { ProviderSummary } from './ProviderSummary';

const Title = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  return <>{record ? translate('bo.providers.show_title', { name: record.company_name }) : ''}</>;
};

const Actions = () => {
  const record = useRecordContext<Provider>();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/providers" />
      {record ? (
        <span>
          <DeletedMarker />
          <Button component={Link} to={editPath('providers', record.id)} label="bo.providers.edit">
            <EditIcon />
          </Button>
        </span>
      ) : null}
    </TopToolbar>
  );
};

/** /providers/{id}: contact data, balance (red above 1, green at 0), last purchase and pending invoices. */
export const ProviderShow = () => (
  <Show title={<Title />} actions={<Actions />} component="div">
    <ProviderSummary />
    <PendingInvoices />
  </Show>
);
