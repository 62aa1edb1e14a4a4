/**
 * 'Historial': a record's events from GET /api/{resource}/{id}/history, oldest first, each with
 * who and when and, where the server folds the record at an instant, 'Ver como estaba el…' to see
 * it as it was at that step (issue 32). The rate's page shows it beside its form; /history/... alone.
 */
import { useState } from 'react';
import { Button, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { useApi } from '../data/useApi';
import { formatDateTime } from '../format';
import { AS_OF_RESOURCES } from './asOfResources';
import { AsOfDialog } from './AsOfDialog';

export interface HistoryPanelProps {
  /** The record's resource and id; the surrounding record's when not given. */
  resource?: string;
  id?: Identifier;
  /** As wide as the page (the history page) rather than a side column (a form's aside). */
  wide?: boolean;
}

export const HistoryPanel = ({ resource: givenResource, id: givenId, wide }: HistoryPanelProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const resource = givenResource ?? contextResource ?? 'taxes';
  const id = givenId ?? record?.id;
  const [asOf, setAsOf] = useState<string | null>(null);
  const { data, error, isPending } = useApi(
    (dataProvider) => (id == null ? Promise.resolve([]) : dataProvider.getHistory(resource, id)),
    [resource, id],
    [resource],
  );
  const foldable = AS_OF_RESOURCES.has(resource);

  return (
    <Card
      component="aside"
      aria-labelledby="history-title"
      sx={{ width: wide ? '100%' : { xs: '100%', md: 360 }, flexShrink: 0 }}
    >
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
              <ListItem
                key={entry.position}
                disableGutters
                divider
                alignItems="flex-start"
                sx={{ flexDirection: 'column', alignItems: 'stretch' }}
              >
                <ListItemText
                  primary={entry.description}
                  secondary={`${entry.user?.name ?? translate('bo.history.system')} · ${formatDateTime(entry.at)}`}
                />
                {foldable && id != null ? (
                  <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setAsOf(entry.at)}>
                    {translate('bo.record_history.as_of', { date: formatDateTime(entry.at) })}
                  </Button>
                ) : null}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {id != null ? <AsOfDialog resource={resource} id={id} at={asOf} onClose={() => setAsOf(null)} /> : null}
    </Card>
  );
};
