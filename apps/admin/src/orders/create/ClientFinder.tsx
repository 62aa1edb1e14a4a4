import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { clientTypeChoices } from '../../clients/clientTypes';
import { Item } from '../../common/Panel';
import { searchClient } from '../../clients/searchClient';
import { EMPTY_CLIENT, type SaleDraft } from './saleDraft';

/** Required only while the finder is in create mode (the fields stay registered in the others). */
const requiredToCreate = (value: unknown, values: Partial<SaleDraft>) =>
  values.client_mode === 'create' && (typeof value !== 'string' || value.trim() === '')
    ? 'bo.validation.required'
    : undefined;

/**
 * The client of the sale in three modes (sales.md, Create sale): find by identification
 * ('Buscando...' for 1.5 s); show the client found, with 'Editar' back to find; create: a
 * warning toast and the client form, the client going with the sale (created with it). Without
 * a client the sale is refused: 'Debe seleccionar un cliente' under the search (the default
 * client is the POS's 'Venta sin cliente' only).
 */
export const ClientFinder = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue, clearErrors } = useFormContext<SaleDraft>();
  const { errors } = useFormState<SaleDraft>({ name: 'client_id' });
  const missing = errors.client_id?.message;
  const mode = useWatch<SaleDraft, 'client_mode'>({ name: 'client_mode' });
  const [identification, setIdentification] = useState('');
  const [searching, setSearching] = useState(false);
  const found = useWatch<SaleDraft, 'client_found'>({ name: 'client_found' });

  const search = async () => {
    const wanted = identification.trim();
    if (!wanted) return;
    setSearching(true);
    try {
      const client = await searchClient(wanted);
      clearErrors('client_id');
      if (client) {
        setValue('client_found', client);
        setValue('client_id', client.id);
        setValue('client_mode', 'show');
      } else {
        notify('bo.orders.client_not_found', { type: 'warning' });
        setValue('client', { ...EMPTY_CLIENT, identification: wanted });
        setValue('client_mode', 'create');
      }
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSearching(false);
    }
  };

  const backToFind = () => {
    setValue('client_found', null);
    setValue('client_id', null);
    setValue('client', EMPTY_CLIENT);
    setValue('client_mode', 'find');
  };

  if (mode === 'show' && found)
    return (
      <Box>
        <Stack direction="row" flexWrap="wrap" gap={4} sx={{ mb: 1 }} data-testid="sale-client">
          <Item label="resources.clients.fields.name">{found.name}</Item>
          <Item label="resources.clients.fields.identification">{found.identification}</Item>
          <Item label="resources.clients.fields.email">{found.email}</Item>
          <Item label="resources.clients.fields.phone">{found.phone}</Item>
          <Item label="resources.clients.fields.address">{found.address}</Item>
        </Stack>
        <Button startIcon={<EditIcon />} onClick={backToFind}>
          {translate('bo.orders.client_edit')}
        </Button>
      </Box>
    );

  if (mode === 'create')
    return (
      <Box>
        <Stack direction="row" flexWrap="wrap" columnGap={2}>
          <TextInput source="client.name" label="resources.clients.fields.name" validate={requiredToCreate} />
          <TextInput
            source="client.identification"
            label="resources.clients.fields.identification"
            validate={requiredToCreate}
          />
          <TextInput source="client.email" label="resources.clients.fields.email" type="email" />
          <TextInput source="client.phone" label="resources.clients.fields.phone" type="tel" />
          <TextInput source="client.address" label="resources.clients.fields.address" />
          <SelectInput
            source="client.typeClient"
            label="resources.clients.fields.typeClient"
            choices={clientTypeChoices}
            validate={requiredToCreate}
          />
        </Stack>
        <Button startIcon={<SearchIcon />} onClick={backToFind}>
          {translate('bo.orders.client_search_again')}
        </Button>
      </Box>
    );

  return (
    <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center">
      <TextField
        label={translate('bo.orders.client_identification')}
        size="small"
        sx={{ flex: '1 1 240px' }}
        error={!!missing}
        helperText={missing ? translate(String(missing), { _: String(missing) }) : undefined}
        value={identification}
        onChange={(event) => setIdentification(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
      />
      <Button variant="outlined" startIcon={<SearchIcon />} onClick={search} disabled={searching}>
        {translate(searching ? 'bo.orders.searching' : 'bo.orders.search_client')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
        {translate('bo.orders.client_hint')}
      </Typography>
    </Stack>
  );
};
