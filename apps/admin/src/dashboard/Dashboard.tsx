import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import type { Role } from '../data/types';
import { readStats, ZERO_TOP } from './dashboardStats';
import { LatestOrders } from './LatestOrders';
import { QuickLinks } from './QuickLinks';
import { SalesChart } from './SalesChart';
import { StatBlocks } from './StatBlocks';

/** Who sees the latest orders and the sales chart (GET /api/dashboard/top-stats). */
const TOP_STATS_ROLES: ReadonlyArray<Role> = ['admin', 'sales'];

/**
 * `/`: 'Panel de Control'; the admin's quick links; the statistic blocks (admin, some for
 * financial); the latest orders and the sales of the last 30 days (admin, sales).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const title = translate('bo.dashboard.title');
  const seesTop = role !== undefined && TOP_STATS_ROLES.includes(role);
  const { data: top = ZERO_TOP } = useApi(() => readStats('top-stats', seesTop, ZERO_TOP), [seesTop], ['orders']);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {identity?.fullName ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('bo.dashboard.welcome', { name: identity.fullName })}
        </Typography>
      ) : null}
      {role === 'admin' ? <QuickLinks /> : null}
      {role ? <StatBlocks role={role} /> : null}
      {seesTop ? (
        <>
          <SalesChart days={top.salesPerDay} />
          <LatestOrders orders={top.latestOrders} />
        </>
      ) : null}
    </Box>
  );
};
