/**
 * The top bar's 'Actualizar' button, a small spinner in its place while data
 * loads. react-admin's <LoadingIndicator> does the same but labels the button with MUI's Tooltip,
 * which (with Popper) was the largest part of the signed-in frame's download: a native `title`
 * says the same on hover.
 */

import { Box, CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { announceChange } from '../data/changes';

export const RefreshButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        color="inherit"
        title={label}
        aria-label={label}
        onClick={(event) => {
          event.preventDefault();
          refresh();
          // The current rate (the top bar's badge, the forms' rate) is read outside react-admin's queries.
          announceChange('taxes');
        }}
        sx={{ opacity: loading ? 0 : 1 }}
      >
        <RefreshIcon />
      </IconButton>
      {loading ? (
        <CircularProgress
          className="app-loader"
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      ) : null}
    </Box>
  );
};
