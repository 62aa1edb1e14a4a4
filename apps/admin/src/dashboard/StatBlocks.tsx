import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FigureCard } from '../common/FigureCard';
import { useApi } from '../data/useApi';
import { may, type Role } from '@bo/access';
import { formatQuantity, formatUsd } from '../format';
import { readStats, ZERO_MAIN, ZERO_PRODUCTS, ZERO_TOTALS } from './dashboardStats';

interface Block {
  label: string;
  value: string;
}

/**
 * The statistic blocks (sales.md, Dashboard): all of them for admin; receivables, the number of
 * products (total references) and the inventory cost also for financial. Each role asks only the
 * figures it sees (the access table's `dashboard`); a block that fails shows zero.
 */
export const StatBlocks = ({ role }: { role: Role }) => {
  const translate = useTranslate();
  const admin = may(role, 'dashboard', 'allFigures');
  const money = may(role, 'dashboard', 'figures');
  const seesTotals = may(role, 'dashboard', 'totals');
  const main = useApi(() => readStats('main-stats', money, ZERO_MAIN), [money], ['orders', 'payments']).data;
  const products = useApi(() => readStats('product-stats', money, ZERO_PRODUCTS), [money], ['products']).data;
  const totals = useApi(
    () => readStats('total-stats', seesTotals, ZERO_TOTALS),
    [seesTotals],
    ['orders', 'payments'],
  ).data;
  if (!money) return null;

  const m = main ?? ZERO_MAIN;
  const p = products ?? ZERO_PRODUCTS;
  const t = totals ?? ZERO_TOTALS;
  const blocks: Array<Block & { adminOnly?: boolean }> = [
    { label: 'bo.dashboard.stats.balance_total', value: formatUsd(m.balanceTotal) },
    { label: 'bo.dashboard.stats.order_month_total', value: formatUsd(m.orderMonthTotal), adminOnly: true },
    { label: 'bo.dashboard.stats.recaudado_total', value: formatUsd(m.recaudadoTotal), adminOnly: true },
    { label: 'bo.dashboard.stats.utility_order_total', value: formatUsd(m.utilityOrderTotal), adminOnly: true },
    { label: 'bo.dashboard.stats.products', value: formatQuantity(p.products) },
    { label: 'bo.dashboard.stats.cost_total', value: formatUsd(p.productsStats.costTotal) },
    { label: 'bo.dashboard.stats.price_total', value: formatUsd(p.productsStats.priceTotal), adminOnly: true },
    { label: 'bo.dashboard.stats.utility_total', value: formatUsd(p.productsStats.utilityTotal), adminOnly: true },
    { label: 'bo.dashboard.stats.total_sold', value: formatUsd(t.totalSold), adminOnly: true },
    { label: 'bo.dashboard.stats.total_paid', value: formatUsd(t.totalPaid), adminOnly: true },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label={translate('bo.dashboard.stats.title')}>
      {blocks
        .filter((block) => admin || !block.adminOnly)
        .map((block) => (
          <FigureCard key={block.label} label={block.label} value={block.value} />
        ))}
    </Grid>
  );
};
