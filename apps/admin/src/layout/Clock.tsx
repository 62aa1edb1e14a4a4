import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useTranslate } from 'react-admin';
import { formatClock } from '../format';

/** The header clock, es-VE, updated every second. */
export const Clock = () => {
  const translate = useTranslate();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box
      component="time"
      dateTime={now.toISOString()}
      title={translate('bo.header.clock')}
      aria-label={translate('bo.header.clock')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontSize: { xs: '0.8rem', sm: '0.9rem' },
      }}
    >
      <AccessTimeIcon fontSize="small" sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
      {formatClock(now)}
    </Box>
  );
};
