/**
 * /reports (purchasing-inventory.md, Reports): the orders report generator, the user's recent
 * reports, the deposit report dialog, the price list's print popup and the product catalogue for
 * those who use the screen from the sidebar (admin, sales); the low-stock table for admin and
 * storer. A storer, who comes for stock, sees the low-stock table and the deposit report only.
 */
import InventoryIcon from '@mui/icons-material/Inventory';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan } from '../access/useCan';
import { Panel } from '../common/Panel';
import { DepositReportForm, OrdersReportForm } from './reportForms';
import { FiscalBooksTools } from './FiscalBooks';
import { LowStockTable } from './LowStockTable';
import { RecentReports } from './RecentReports';
import { ReportFormDialog } from './ReportFormDialog';
import { ReportJobButton } from './ReportJobButton';
import { ReportOpenButton } from './ReportOpenButton';

/** The price list (80 mm) in a small window, as the spec's print button opened it. */
const openPriceList = () => window.open('/api/products/thermical', 'lista-de-precios', 'width=400,height=500');

const PriceListButton = () => {
  const allowed = useCan('reports', 'price-list');
  if (!allowed) return null;
  return (
    <ReportOpenButton
      label="bo.reports.tools.price_list"
      icon={<PrintIcon />}
      onClick={openPriceList}
      variant="outlined"
      keepLabel
    />
  );
};

export const ReportsPage = () => {
  const translate = useTranslate();
  // The sidebar's users (admin, sales): the generator, their reports and the catalogue tools.
  const fromSidebar = useCan('reports', 'menu');
  const generates = useCan('reports', 'orders');
  const lowStock = useCan('reports', 'lowStock');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('bo.reports.title')} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('bo.reports.title')}
      </Typography>
      <Stack spacing={2}>
        {fromSidebar && generates ? (
          <Panel title="bo.reports.form.title" testId="orders-report">
            <OrdersReportForm />
          </Panel>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="report-tools">
          <ReportFormDialog
            label="bo.reports.deposit.open"
            type="deposit-stock"
            icon={<InventoryIcon />}
            variant="outlined"
            keepLabel
          >
            <DepositReportForm />
          </ReportFormDialog>
          <FiscalBooksTools />
          {fromSidebar ? (
            <>
              <PriceListButton />
              <ReportJobButton
                label="bo.reports.tools.catalog"
                type="product-catalog"
                format="pdf"
                icon={<MenuBookIcon />}
                variant="outlined"
                keepLabel
              />
            </>
          ) : null}
        </Box>
        {lowStock ? <LowStockTable /> : null}
        {fromSidebar ? <RecentReports /> : null}
      </Stack>
    </Box>
  );
};
