/**
 * The spec's '/ordersDaily' (financial, admin, sales) and '/ordersReportFinancial' (financial,
 * admin): pages of their own that ask those reports, as the orders list's dialogs do.
 */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { Panel } from '../common/Panel';
import { DailyReportForm, FinancialReportForm } from './reportForms';
import { FiscalBooksTools } from './FiscalBooks';
import type { ReactNode } from 'react';

const ReportPage = ({ title, text, children }: { title: string; text: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <BackLink to="/orders" />
      <Box sx={{ mt: 1 }}>
        <Panel title={title}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate(text)}
          </Typography>
          {children}
        </Panel>
      </Box>
    </Box>
  );
};

export const OrdersDailyPage = () => (
  <ReportPage title="bo.reports.pages.daily" text="bo.reports.pages.daily_text">
    <DailyReportForm />
  </ReportPage>
);

export const OrdersFinancialPage = () => (
  <ReportPage title="bo.reports.pages.financial" text="bo.reports.pages.financial_text">
    <FinancialReportForm />
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="fiscal-books">
      <FiscalBooksTools />
    </Box>
  </ReportPage>
);
