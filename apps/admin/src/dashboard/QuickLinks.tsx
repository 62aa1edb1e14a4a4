import type { ComponentType } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SellIcon from '@mui/icons-material/Sell';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import StoreIcon from '@mui/icons-material/Store';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface QuickLink {
  to: string;
  label: string;
  icon: ComponentType<{ fontSize?: 'large' }>;
}

/** The admin's quick links (sales.md section 2, Dashboard). */
const QUICK_LINKS: ReadonlyArray<QuickLink> = [
  { to: '/organizations', label: 'bo.dashboard.organizations', icon: StorefrontIcon },
  { to: '/deposits', label: 'bo.dashboard.deposits', icon: HomeWorkIcon },
  { to: '/products', label: 'bo.dashboard.products', icon: Inventory2Icon },
  { to: '/brands', label: 'bo.dashboard.brands', icon: SellIcon },
  { to: '/inventories', label: 'bo.dashboard.inventories', icon: WarehouseIcon },
  { to: '/orders', label: 'bo.dashboard.orders', icon: PointOfSaleIcon },
  { to: '/spents', label: 'bo.dashboard.spents', icon: ReceiptLongIcon },
  { to: '/taxes', label: 'bo.dashboard.taxes', icon: CurrencyExchangeIcon },
  { to: '/dealers', label: 'bo.dealers.menu', icon: StoreIcon },
  { to: '/requests', label: 'bo.requests.menu', icon: AssignmentIndIcon },
];

export const QuickLinks = () => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="quick-links-title" sx={{ mb: 3 }}>
      <Typography id="quick-links-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('bo.dashboard.quick_links')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
          <Card key={to} variant="outlined">
            <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
              >
                <Box sx={{ color: 'primary.main' }}>
                  <Icon fontSize="large" />
                </Box>
                <Typography fontWeight={600}>{translate(label)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
