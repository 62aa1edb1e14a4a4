import { Box, Typography } from '@mui/material';
import { HttpError, useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows in place of its rows when its request failed: a refused one (403) says so
 * ('No tiene permiso para ver esta página'), another the server's message, a network failure the
 * app's own; never 'No hay registros'.
 */
export const ListError = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  const message =
    error instanceof HttpError && error.status === 403
      ? translate('bo.access.forbidden')
      : // The server's own (Spanish) message; a network failure's ('Failed to fetch') is the browser's, in English.
        (error instanceof HttpError && error.body ? error.message : '') || translate('ra.notification.http_error');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p">
        {message}
      </Typography>
    </Box>
  );
};
