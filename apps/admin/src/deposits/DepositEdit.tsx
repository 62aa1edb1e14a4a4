import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Edit } from '../common/forms';
import { Link } from 'react-router-dom';
import { useCan } from '../access/useCan';
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

/** 'Depósito' and its name, once: 'Depósito Central' stays as it is (not 'Depósito Depósito Central'). */
export const depositTitle = (name: string, word: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .startsWith(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    ? name
    : `${word} ${name}`;

const DepositTitle = () => {
  const record = useRecordContext<{ name?: string }>();
  const translate = useTranslate();
  return <>{record ? depositTitle(record.name ?? '', translate('bo.deposits.title_word')) : ''}</>;
};

/** /deposits/{id}/edit: the same fields as create; delete after the spec's confirmation. */
export const DepositEdit = () => (
  <Edit
    title={<DepositTitle />}
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
