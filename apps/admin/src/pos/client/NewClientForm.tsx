import { Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CreateBase } from '../../common/forms';
import { ClientForm } from '../../clients/ClientForm';
import type { PosClient } from '../types';

/** The client not found, registered here (POST /api/clients) with the searched identification. */
export const NewClientForm = ({
  identification,
  onCreated,
}: {
  identification: string;
  onCreated: (client: PosClient) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {translate('bo.pos.new_client')}
        </Typography>
        <CreateBase
          resource="clients"
          redirect={false}
          record={{ identification, typeClient: 'a' }}
          mutationOptions={{
            onSuccess: (client: PosClient) => {
              notify('bo.pos.client_created', { type: 'success' });
              onCreated(client);
            },
          }}
        >
          <ClientForm />
        </CreateBase>
      </CardContent>
    </Card>
  );
};
