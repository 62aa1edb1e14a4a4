import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatUsd } from '../../format';
import { formatPurchaseDate } from '../../shoppings/dates';
import type { Provider } from '../types';

/** The spec's colours: red when more than 1 is owed, green when nothing is. */
const balanceColour = (balance: number) =>
  balance > 1 ? 'error.main' : balance === 0 ? 'success.main' : 'text.primary';

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

/** Name, tax id, e-mail, phone and address; the balance owed to the provider and its last purchase. */
export const ProviderSummary = () => {
  const record = useRecordContext<Provider>();
  const translate = useTranslate();
  if (!record) return null;
  const balance = Number(record.balance ?? 0);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {record.company_name}
            </Typography>
            <Item label="resources.providers.fields.name" value={record.name} />
            <Item label="resources.providers.fields.tax_id" value={record.tax_id} />
            <Item label="resources.providers.fields.email" value={record.email} />
            <Item label="resources.providers.fields.phone" value={record.phone} />
            <Item label="resources.providers.fields.address" value={record.address} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('bo.providers.balance')}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ color: balanceColour(balance) }}
              data-testid="provider-balance"
            >
              {formatUsd(balance)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {translate('bo.providers.last_purchase')}
            </Typography>
            <Typography variant="body1">
              {record.last_purchase_at
                ? formatPurchaseDate(record.last_purchase_at)
                : translate('bo.providers.no_purchases')}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
