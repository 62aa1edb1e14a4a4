import { Grid } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Item, Panel } from '../../common/Panel';
import type { Client } from '../types';

/** Personal information (name, identification, e-mail, phone) and company information (type, company, address). */
export const ClientInfo = () => {
  const record = useRecordContext<Client>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="bo.clients.personal">
          <Item label="resources.clients.fields.name">{record.name}</Item>
          <Item label="resources.clients.fields.identification">{record.identification}</Item>
          <Item label="resources.clients.fields.email">{record.email}</Item>
          <Item label="resources.clients.fields.phone">{record.phone}</Item>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="bo.clients.company">
          <Item label="resources.clients.fields.typeClient">
            {translate(`bo.clients.types.${record.typeClient}`, { _: record.typeClient })}
          </Item>
          <Item label="resources.clients.fields.companyName">{record.companyName}</Item>
          <Item label="resources.clients.fields.address">{record.address}</Item>
        </Panel>
      </Grid>
    </Grid>
  );
};
