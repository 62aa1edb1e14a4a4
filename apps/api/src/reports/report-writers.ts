/** Every report type the 'reports' queue writes, by its type (POST /api/reports' `type`). */
import { auditBooksReport } from './audit-books.report';
import { clientsReport } from './clients.report';
import { depositStockReport } from './deposit-stock.report';
import { lowStockReport } from './low-stock.report';
import { ordersDailyReport } from './orders-daily.report';
import { ordersFinancialReport } from './orders-financial.report';
import { inventoriesReport } from './inventories.report';
import { ordersReport } from './orders.report';
import { priceListReport } from './price-list.report';
import { productCatalogReport } from './product-catalog.report';
import { productsReport } from './products.report';
import { providersReport } from './providers.report';
import type { ReportWriter } from './report-writer';
import { purchasesBookReport } from './fiscal-books/purchases-book.report';
import { salesBookReport } from './fiscal-books/sales-book.report';

export const REPORT_WRITERS: Record<string, ReportWriter> = {
  orders: ordersReport,
  'orders-daily': ordersDailyReport,
  'orders-financial': ordersFinancialReport,
  clients: clientsReport,
  providers: providersReport,
  products: productsReport,
  'deposit-stock': depositStockReport,
  'product-catalog': productCatalogReport,
  'price-list': priceListReport,
  'low-stock': lowStockReport,
  inventories: inventoriesReport,
  'audit-books': auditBooksReport,
  'sales-book': salesBookReport,
  'purchases-book': purchasesBookReport,
};
