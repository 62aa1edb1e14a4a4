import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { counterEntry } from '../offline/counterData';

const MINUTE = 60_000;

/**
 * Issue 34: how old the counter's data on this device is ('Datos de hace 5 min'): when the
 * products and their stock were last read from the server. `refreshed` changes after each refresh.
 */
export const DataAge = ({ refreshed }: { refreshed: number }) => {
  const translate = useTranslate();
  const [at, setAt] = useState<number | null | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void counterEntry('products')
      .then((entry) => setAt(entry?.refreshed_at ?? null))
      .catch(() => setAt(null));
  }, [refreshed]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  if (at === undefined) return null;
  const minutes = at === null ? null : Math.max(0, Math.floor((now - at) / MINUTE));
  return (
    <Typography variant="body2" color="text.secondary" data-testid="data-age">
      {minutes === null
        ? translate('bo.outbox.no_data')
        : minutes === 0
          ? translate('bo.outbox.data_fresh')
          : translate('bo.outbox.data_age', { minutes })}
    </Typography>
  );
};
