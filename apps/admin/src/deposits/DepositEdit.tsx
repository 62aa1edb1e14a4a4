import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, TopToolbar, useRecordContext } from 'react-admin';
import { Edit } from '../common/forms';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { DepositForm } from './DepositForm';

/** The link the spec puts on a deposit's edit page: its transfers at /deposits/{id}/transfer (for their readers). */
const TransfersLink = () => {
  const record = useRecordContext<{ id: number }>();
  const canRead = useCan('transfers', 'read');
  if (!record || !canRead) return null;
  return (
    <Button component={Link} to={`/deposits/${record.id}/transfer`} label="bo.deposits.transfers">
      <SwapHorizIcon />
    </Button>
  );
};

/** /deposits/{id}/edit: the same fields as create; delete after the spec's confirmation. */
export const DepositEdit = () => (
  <Edit
    title={<NamedTitle message="bo.deposits.edit_title" />}
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar>
        <TransfersLink />
      </TopToolbar>
    }
  >
    <DepositForm
      toolbar={<SaveDeleteToolbar confirmContent="bo.deposits.delete_confirm" successMessage="bo.deposits.deleted" />}
    />
  </Edit>
);
