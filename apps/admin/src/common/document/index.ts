/**
 * The admin's document kit (issue 12): what every document form and page shares — inventories
 * and purchases today, transfers and returns next. A product search table, the chosen lines
 * with the document's columns, and the transition buttons with their confirmation.
 */
export { ProductSearchTable } from './ProductSearchTable';
export { useProductSearch } from './useProductSearch';
export { SelectedLines, type LineCell, type LineColumn, type SelectedLinesProps } from './SelectedLines';
export { useDocumentLines, type KeyedLine } from './useDocumentLines';
export { documentLineOf, stockIn, type DocumentLine } from './documentLine';
export {
  codeColumn,
  depositColumn,
  nameColumn,
  quantityColumn,
  stockColumn,
  useDeposits,
  type DepositColumnOptions,
  type QuantityLimit,
} from './lineColumns';
export { DecimalInput, type DecimalInputProps } from './DecimalInput';
export { RemoveProductButton } from './RemoveProductButton';
export { DocumentActionButton, type DocumentActionButtonProps } from './DocumentActionButton';
export { refusalOf, type Refusal } from './serverRefusal';
