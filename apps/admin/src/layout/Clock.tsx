import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useTranslate } from 'react-admin';
import { formatClock } from '../format';

/**
 * The header clock, es-VE, updated every second. Each tick writes the time into the element itself,
 * not through a React update: an update every second interrupts whatever React is rendering, and a
 * screen shown for the first time (its code fetched, then rendered at React's lowest priority) whose
 * render takes more than a second on a slow or busy computer was started anew at every tick and never
 * appeared ('Cargando…' for good at the point of sale).
 */
export const Clock = () => {
  const translate = useTranslate();
  const time = useRef<HTMLTimeElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const now = new Date();

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!time.current || !text.current) return;
      const tick = new Date();
      time.current.dateTime = tick.toISOString();
      text.current.textContent = formatClock(tick);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box
      ref={time}
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
      <span ref={text}>{formatClock(now)}</span>
    </Box>
  );
};
