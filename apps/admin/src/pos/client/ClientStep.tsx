import { useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { searchClient } from '../../clients/searchClient';
import { keptClient, rememberClient } from '../../offline/counterData';
import { isNetworkFailure } from '../../offline/networkFailure';
import type { PosClient } from '../types';
import { NewClientForm } from './NewClientForm';

/** Who buys: nobody in particular (the default client 0000) or a client found or registered here. */
export interface ClientChoice {
  withoutClient: boolean;
  client: PosClient | null;
}

const ChosenClient = ({ client, onChange }: { client: PosClient; onChange: () => void }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }} role="group" aria-label={translate('bo.pos.chosen_client')}>
      <CardContent sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Box>
          <Typography fontWeight={600}>{client.name}</Typography>
          <Typography color="text.secondary">{client.identification}</Typography>
          {client.email ? <Typography variant="body2">{client.email}</Typography> : null}
          {client.phone ? <Typography variant="body2">{client.phone}</Typography> : null}
        </Box>
        <Button onClick={onChange}>{translate('bo.pos.change_client')}</Button>
      </CardContent>
    </Card>
  );
};

/**
 * The client step: 'Venta sin cliente' ticked by default; unticked, the client is looked up by
 * identification, and one that is not found can be registered in the form below.
 */
export const ClientStep = ({
  choice,
  onChange,
}: {
  choice: ClientChoice;
  onChange: (choice: ClientChoice) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [identification, setIdentification] = useState('');
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);

  const search = async () => {
    const wanted = identification.trim();
    if (!wanted) return;
    setSearching(true);
    setNotFound(null);
    try {
      // Issue 34: without connection, the clients this device keeps (the recent ones and those found here).
      const client = await searchClient(wanted).catch(async (error: unknown) => {
        if (!isNetworkFailure(error)) throw error;
        return keptClient<PosClient>(wanted);
      });
      if (client) {
        void rememberClient(client).catch(() => undefined);
        onChange({ withoutClient: false, client });
      } else {
        notify('bo.pos.client_not_found', { type: 'warning' });
        setNotFound(wanted);
      }
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSearching(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={choice.withoutClient}
            onChange={(event) => onChange({ withoutClient: event.target.checked, client: choice.client })}
          />
        }
        label={translate('bo.pos.without_client')}
      />
      {choice.withoutClient ? (
        <Typography color="text.secondary">{translate('bo.pos.default_client')}</Typography>
      ) : choice.client ? (
        <ChosenClient client={choice.client} onChange={() => onChange({ withoutClient: false, client: null })} />
      ) : (
        <>
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}
            onSubmit={(event) => {
              event.preventDefault();
              void search();
            }}
          >
            <TextField
              label={translate('bo.pos.identification')}
              value={identification}
              onChange={(event) => setIdentification(event.target.value)}
              size="small"
            />
            <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={searching}>
              {translate(searching ? 'bo.pos.searching' : 'bo.pos.search_client')}
            </Button>
          </Box>
          {notFound !== null ? (
            <NewClientForm
              key={notFound}
              identification={notFound}
              onCreated={(client) => {
                void rememberClient(client).catch(() => undefined);
                onChange({ withoutClient: false, client });
              }}
            />
          ) : null}
        </>
      )}
    </Box>
  );
};
