import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What the layout shows while a screen's code is fetched (lazy screens): a small 'Cargando…'. */
export const ScreenLoading = () => {
  const translate = useTranslate();
  const text = `${translate('ra.page.loading')}…`;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, px: 2 }}>
      <CircularProgress size={24} aria-label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
};
