/**
 * Issue 34: the outbox as React state, read again on every change in this tab or another (the
 * header's badge, the outbox list, the POS's stock).
 */
import { useEffect, useState } from 'react';
import type { OutboxSale } from './deviceDb';
import { onOutboxChange, outboxSales } from './outbox';

export const useOutbox = (): OutboxSale[] => {
  const [sales, setSales] = useState<OutboxSale[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outboxSales()
        .then((found) => {
          if (live) setSales(found);
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return sales;
};
