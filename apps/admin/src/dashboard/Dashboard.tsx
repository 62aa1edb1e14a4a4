import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { useApi } from '../data/useApi';
import { may, type Role } from '@bo/access';
import { readStats, ZERO_TOP } from './dashboardStats';
import { LatestOrders } from './LatestOrders';
import { QuickLinks } from './QuickLinks';
import { SalesChart } from './SalesChart';
import { StatBlocks } from './StatBlocks';

/**
 * `/`: 'Panel de Control'; the admin's quick links; the statistic blocks (admin, some for
 * financial); the latest orders and the sales of the last 30 days (admin, sales).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const title = translate('bo.dashboard.title');
  // The access table's dashboard blocks: the latest orders and the sales chart (top-stats), the quick links.
  const seesTop = may(role, 'dashboard', 'top');
  const { data: top = ZERO_TOP } = useApi(() => readStats('top-stats', seesTop, ZERO_TOP), [seesTop], ['orders']);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {identity?.fullName ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('bo.dashboard.welcome', { name: identity.fullName })}
        </Typography>
      ) : null}
      {may(role, 'dashboard', 'quickLinks') ? <QuickLinks /> : null}
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
