import { useEffect } from 'react';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { startOutboxSender } from '../offline/outboxSender';
import { useOutbox } from '../offline/useOutbox';

/**
 * Issue 34: '2 ventas pendientes' in the top bar on every screen while this device keeps sales not
 * yet recorded by the server (read from IndexedDB, following the other tabs), linking to the
 * outbox list. Shown by the authenticated frame, it also starts the outbox's sending.
 */
export const OutboxBadge = () => {
  const translate = useTranslate();
  const sales = useOutbox();
  useEffect(() => startOutboxSender(), []);
  if (sales.length === 0) return null;
  const rejected = sales.some((sale) => sale.status === 'rejected');
  const label = translate('bo.outbox.badge', { smart_count: sales.length });
  return (
    <Button
      component={Link}
      to="/pos/pendientes"
      size="small"
      variant="contained"
      color={rejected ? 'error' : 'warning'}
      startIcon={<CloudOffIcon />}
      data-testid="outbox-badge"
      aria-label={label}
      title={label}
      sx={{
        textTransform: 'none',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        minWidth: 0,
        flexShrink: 0,
        px: { xs: 1, sm: 1.5 },
        '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
      }}
    >
      {/* On a phone the top bar is full: the count alone, the words in its name and tooltip. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }} aria-hidden>
        {sales.length}
      </Box>
    </Button>
  );
};
