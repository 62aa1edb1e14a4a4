import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { CreateButton, useTranslate } from 'react-admin';

/** A list's empty state with the spec's text ('No hay marcas disponibles') and, when allowed, the create button. */
export const ListEmpty = ({
  message,
  createLabel,
  icon,
}: {
  message: string;
  createLabel?: string;
  icon?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      {icon ?? <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />}
      <Typography variant="h6" component="p" sx={{ my: 2 }}>
        {translate(message)}
      </Typography>
      {createLabel ? <CreateButton label={createLabel} variant="contained" /> : null}
    </Box>
  );
};
