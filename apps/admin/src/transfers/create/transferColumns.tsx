/**
 * Why this file exists: a transfer's lines are the kit's columns (code, name, quantity, a deposit
 * select) read against its source deposit: the stock shown is the source's, the quantity may not
 * pass it ('Cantidad excedida'), and the destination select never offers the source.
 */
import type { Identifier } from 'react-admin';
import { codeColumn, depositColumn, nameColumn, quantityColumn, type LineColumn } from '../../common/document';
import { formatQuantity } from '../../format';
import { sourceStock, type TransferDraftLine } from './transferDraft';

/** The product's stock in the source deposit when it was added (the server checks it again). */
const sourceStockColumn = (sourceId: Identifier): LineColumn<TransferDraftLine> => ({
  id: 'source_stock',
  label: 'bo.transfers.source_stock',
  align: 'right',
  render: ({ line }) => formatQuantity(sourceStock(line, sourceId)),
});

/** Código, Nombre, Stock en origen, Cantidad (1 to that stock), Destino (any deposit but the source). */
export const transferColumns = (sourceId: Identifier): ReadonlyArray<LineColumn<TransferDraftLine>> => [
  codeColumn(),
  nameColumn(),
  sourceStockColumn(sourceId),
  quantityColumn<TransferDraftLine>((line) => sourceStock(line, sourceId)),
  depositColumn({ label: 'bo.transfers.destination', except: sourceId }),
];
