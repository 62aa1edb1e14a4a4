import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Client } from '../types';

const Item = ({ label, value }: { label: string; value: string | null | undefined }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="body1">{value || '—'}</Typography>
    </Box>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** Personal information (name, identification, e-mail, phone) and company information (type, company, address). */
export const ClientInfo = () => {
  const record = useRecordContext<Client>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="bo.clients.personal">
          <Item label="resources.clients.fields.name" value={record.name} />
          <Item label="resources.clients.fields.identification" value={record.identification} />
          <Item label="resources.clients.fields.email" value={record.email} />
          <Item label="resources.clients.fields.phone" value={record.phone} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title="bo.clients.company">
          <Item
            label="resources.clients.fields.typeClient"
            value={translate(`bo.clients.types.${record.typeClient}`, { _: record.typeClient })}
          />
          <Item label="resources.clients.fields.companyName" value={record.companyName} />
          <Item label="resources.clients.fields.address" value={record.address} />
        </Section>
      </Grid>
    </Grid>
  );
};
