import { Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import { formatDateTime } from '../format';

/** 'Historial': the record's events from GET /api/{resource}/{id}/history, oldest first. */
export const HistoryPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'taxes';
  const id = record?.id;
  const { data, error, isPending } = useApi(
    (dataProvider) => (id == null ? Promise.resolve([]) : dataProvider.getHistory(resource, id)),
    [resource, id],
    [resource],
  );

  return (
    <Card component="aside" aria-labelledby="history-title" sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" gutterBottom>
          {translate('bo.history.title')}
        </Typography>
        {isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Typography color="error">{translate('bo.history.error')}</Typography>
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">{translate('bo.history.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((entry) => (
              <ListItem key={entry.position} disableGutters divider alignItems="flex-start">
                <ListItemText
                  primary={entry.description}
                  secondary={`${entry.user?.name ?? translate('bo.history.system')} · ${formatDateTime(entry.at)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
