import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows in place of its rows when its request failed: a refused one (403) says so
 * ('No tiene permiso para ver esta página'), any other its message; never 'No hay registros'.
 */
export const ListError = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  const status = (error as { status?: number } | null)?.status;
  const message =
    status === 403
      ? translate('bo.access.forbidden')
      : (error as Error | null)?.message || translate('ra.notification.http_error');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p">
        {message}
      </Typography>
    </Box>
  );
};
