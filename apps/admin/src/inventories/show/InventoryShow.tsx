import type { ReactNode } from 'react';
import { Box, CardContent, Typography } from '@mui/material';
import { DeleteWithConfirmButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { BackLink } from '../../common/BackLink';
import { DeletedMarker } from '../../common/DeletedMarker';
import { RestoreButton } from '../../common/RestoreButton';
import { useCan } from '../../access/useCan';
import { formatDateTime24, formatQuantity } from '../../format';
import { statusLabel, typeLabel, userName } from '../labels';
import type { Inventory } from '../types';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import { FileLink } from '../../common/FileLink';
import { DocumentActionButton } from '../../common/document';
import { InventoryLines } from './InventoryLines';

const Title = () => {
  const record = useRecordContext<Inventory>();
  const translate = useTranslate();
  return <>{record ? translate('bo.inventories.show_title', { date: formatDateTime24(record.created_at) }) : ''}</>;
};

/** Delete (after confirmation) while a request, restore when deleted: never once processed. */
const RequestActions = () => {
  const record = useRecordContext<Inventory>();
  const canWrite = useCan('inventories', 'write');
  if (!record || !canWrite || record.status !== 'request') return null;
  if (record.deleted_at)
    return <RestoreButton confirmContent="bo.common.restore_confirm" successMessage="bo.inventories.restored" />;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="bo.common.delete_title"
      confirmContent="bo.inventories.delete_confirm"
      successMessage="bo.inventories.deleted"
      redirect="list"
    />
  );
};

/**
 * 'Aprobar' (storer and admin, only while the inventory is a request): after the spec's
 * confirmation it moves the stock; a refusal (an exit without stock) shows the server's message.
 */
const ApproveButton = () => {
  const record = useRecordContext<Inventory>();
  if (!record || record.status !== 'request' || record.deleted_at) return null;
  return (
    <DocumentActionButton
      label="bo.inventories.approve"
      icon={<CheckCircleIcon />}
      confirmTitle="bo.inventories.approve_title"
      confirm="bo.inventories.approve_confirm"
      path={`inventories/${encodeURIComponent(String(record.id))}/approve`}
      access={{ resource: 'inventories', action: 'approve' }}
      success="bo.inventories.approved"
    />
  );
};

/** 'Exportar Excel' (a download) and 'Exportar PDF' (a new tab) of this inventory. */
const ExportLinks = () => {
  const record = useRecordContext<Inventory>();
  if (!record) return null;
  const path = `inventories/${encodeURIComponent(String(record.id))}/export`;
  return (
    <>
      <FileLink path={`${path}?format=excel`} label="bo.inventories.export_excel" icon={<TableViewIcon />} download />
      <FileLink path={`${path}?format=pdf`} label="bo.inventories.export_pdf" icon={<PictureAsPdfIcon />} />
    </>
  );
};

const Actions = () => (
  <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
    <BackLink to="/inventories" />
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <DeletedMarker />
      <ExportLinks />
      <RequestActions />
      <ApproveButton />
    </Box>
  </TopToolbar>
);

const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="body1">{children || '—'}</Typography>
    </Box>
  );
};

const InventoryDetails = () => {
  const record = useRecordContext<Inventory>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <CardContent>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('bo.inventories.show_title', { date: formatDateTime24(record.created_at) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        <Item label="resources.inventories.fields.status">{translate(statusLabel(record.status))}</Item>
        <Item label="resources.inventories.fields.type">{translate(typeLabel(record.type))}</Item>
        <Item label="resources.inventories.fields.user">{userName(record)}</Item>
        <Item label="resources.inventories.fields.quantity">{formatQuantity(record.quantity)}</Item>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('bo.inventories.lines')}
      </Typography>
      <InventoryLines id={record.id} />
    </CardContent>
  );
};

/**
 * /inventories/{id}: 'Inventario del {fecha}', back to /inventories, status, type, user and its
 * products; 'Exportar Excel' and 'Exportar PDF'; approve (storer, admin), delete and restore only
 * while it is a request.
 */
export const InventoryShow = () => (
  <Show<Inventory> title={<Title />} actions={<Actions />}>
    <InventoryDetails />
  </Show>
);
