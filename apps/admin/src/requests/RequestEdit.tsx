import { useState } from 'react';
import { Box, Grid, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import {
  Button,
  Confirm,
  HttpError,
  Loading,
  Title,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { Item, Panel } from '../common/Panel';
import type { AppDataProvider } from '../data/dataProvider';
import type { ApiErrorBody } from '../data/types';
import { useSubmission } from '../data/useSubmission';
import { formatDateTime } from '../format';
import type { DealerRequest } from './types';
import { dealerIdentification } from '../dealers/identification';

type Field = 'note' | 'group';

/**
 * /requests/{id}/edit: the dealer's data read-only; the state-change panel ('Cambiar estado' after
 * 'Estas seguro que quieres hacer este cambio', a note, the group required once approved), hidden
 * when finished; and the request's log of notes with who and when. The server decides the next state.
 */
export const RequestEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: request, isPending, refetch } = useGetOne<DealerRequest>('requests', { id: Number(id) });
  const approved = request?.state === 'approve';
  const { data: groups = [] } = useGetList(
    'groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: approved },
  );
  const [note, setNote] = useState('');
  const [group, setGroup] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [open, setOpen] = useState(false);
  const { submit, submitting } = useSubmission();

  if (isPending) return <Loading />;
  if (!request) return null;
  const { dealer } = request;

  const ask = () => {
    const required = translate('bo.validation.required');
    const missing: Partial<Record<Field, string>> = {};
    if (!note.trim()) missing.note = required;
    if (approved && !group) missing.group = required;
    setErrors(missing);
    if (Object.keys(missing).length === 0) setOpen(true);
  };
  const change = () =>
    submit(async (key) => {
      try {
        await dataProvider.command(
          'requests',
          id,
          'change-state',
          approved ? { note, group } : { note },
          'POST',
          key(),
        );
        notify('bo.requests.changed', { type: 'success' });
        setNote('');
        setGroup('');
        await refetch();
      } catch (error) {
        const body = (error instanceof HttpError ? error.body : undefined) as ApiErrorBody | undefined;
        const fields = body?.errors ?? {};
        const message = (field: Field) => {
          const value = fields[field];
          return Array.isArray(value) ? value.join(' ') : value;
        };
        if (message('note') || message('group')) setErrors({ note: message('note'), group: message('group') });
        else notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      } finally {
        setOpen(false);
      }
    });

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('bo.requests.edit_title', { id: request.id })} />
      <BackLink to="/requests" />
      <Typography component="h2" variant="h5" sx={{ my: 2 }}>
        {translate('bo.requests.edit_title', { id: request.id })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="bo.requests.dealer" testId="request-dealer">
            <Item label="bo.requests.name">{dealer.name}</Item>
            <Item label="bo.requests.lastname">{dealer.lastname}</Item>
            <Item label="bo.requests.identification">{dealerIdentification(dealer)}</Item>
            <Item label="bo.requests.company">{dealer.company}</Item>
            <Item label="bo.requests.email">{dealer.email}</Item>
            <Item label="bo.requests.phone">{dealer.phone}</Item>
            <Item label="bo.requests.state">{dealer.state}</Item>
            <Item label="bo.requests.town">{dealer.town}</Item>
            <Item label="bo.requests.address">{dealer.address}</Item>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Panel title="bo.requests.request_state" testId="request-state">
              <Typography variant="h6" component="p" data-testid="request-state-name">
                {request.state_name}
              </Typography>
              {request.state === 'finish' ? null : (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
                  <TextField
                    id="request-note"
                    label={translate('bo.requests.note')}
                    value={note}
                    onChange={(event) => {
                      setNote(event.target.value);
                      setErrors((previous) => ({ ...previous, note: undefined }));
                    }}
                    error={Boolean(errors.note)}
                    helperText={errors.note}
                    multiline
                    minRows={2}
                    required
                    fullWidth
                  />
                  {approved ? (
                    <TextField
                      id="request-group"
                      select
                      label={translate('bo.requests.group')}
                      value={group}
                      onChange={(event) => {
                        setGroup(event.target.value);
                        setErrors((previous) => ({ ...previous, group: undefined }));
                      }}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      error={Boolean(errors.group)}
                      helperText={errors.group}
                      required
                      fullWidth
                    >
                      <option value="">{translate('bo.requests.choose_group')}</option>
                      {groups.map((choice) => (
                        <option key={choice.id} value={String(choice.id)}>
                          {choice.name as string}
                        </option>
                      ))}
                    </TextField>
                  ) : null}
                  <Box>
                    <Button label="bo.requests.change" variant="contained" onClick={ask} disabled={submitting} />
                  </Box>
                </Box>
              )}
            </Panel>
            <Panel title="bo.requests.logs" testId="request-logs">
              {request.logs?.length ? (
                <List dense disablePadding>
                  {request.logs.map((log, index) => (
                    <ListItem key={index} disableGutters divider>
                      <ListItemText
                        primary={translate('bo.requests.log_line', { state: log.to_name, note: log.message })}
                        secondary={[log.user?.name, formatDateTime(log.created_at)].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="text.secondary">{translate('bo.requests.no_logs')}</Typography>
              )}
            </Panel>
          </Box>
        </Grid>
      </Grid>
      <Confirm
        isOpen={open}
        loading={submitting}
        title="bo.requests.change"
        content="bo.requests.confirm"
        onConfirm={change}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
