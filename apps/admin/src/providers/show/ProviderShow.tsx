import EditIcon from '@mui/icons-material/Edit';
import { Button, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackLink } from '../../common/BackLink';
import { DeletedMarker } from '../../common/DeletedMarker';
import { useCan } from '../../access/useCan';
import { editPath } from '../../common/detailRoutes';
import type { Provider } from '../types';
import { PendingInvoices } from './PendingInvoices';
import { ProviderSummary } from './ProviderSummary';

const Title = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  return <>{record ? translate('bo.providers.show_title', { name: record.company_name }) : ''}</>;
};

/** Back to /providers; the edit link for those who keep providers (not the auditor, who only reads). */
const Actions = () => {
  const record = useRecordContext<Provider>();
  const mayWrite = useCan('providers', 'write');
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <BackLink to="/providers" />
      {record ? (
        <span>
          <DeletedMarker />
          {mayWrite ? (
            <Button component={Link} to={editPath('providers', record.id)} label="bo.providers.edit">
              <EditIcon />
            </Button>
          ) : null}
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
