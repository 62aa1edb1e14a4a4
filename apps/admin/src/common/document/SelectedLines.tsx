/**
 * Why this file exists: every document shows its chosen products as one editable table (issue 12,
 * the document kit): inventories with quantity, deposit and stock; purchases with cost,
 * percentage and price; later transfers and returns. The columns vary, the rest does not: a
 * product listed once, remove after '¿Está seguro que desea eliminar este producto?',
 * 'No hay productos agregados' when none, and 'Cantidad excedida' where a quantity has a limit.
 */
import { useState, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import { EmptyTableRow } from '../EmptyTableRow';
import { STICKY_CELL } from '../stickyColumn';
import type { DocumentLine } from './documentLine';
import { RemoveProductButton } from './RemoveProductButton';
import type { KeyedLine } from './useDocumentLines';

/** What a column draws one line's cell from. */
export interface LineCell<L> {
  index: number;
  /** The line as it was added (the product's code, name, stock per deposit); live values are read from the form. */
  line: L;
  /** The line's form path: `lines.3`. */
  root: string;
  /** The form path of one of the line's fields: `path('quantity')` is `lines.3.quantity`. */
  path: (field: string) => string;
  /** Shows 'Cantidad excedida' (a quantity above its limit). */
  exceeded: () => void;
}

/** One column of the table: its header (an i18n key) and its cell. */
export interface LineColumn<L> {
  id: string;
  label: string;
  align?: 'left' | 'right';
  /** The column naming the line: kept in view while the table scrolls sideways (a phone). */
  sticky?: boolean;
  render: (cell: LineCell<L>) => ReactNode;
}

export interface SelectedLinesProps<L extends DocumentLine> {
  /** The form's array the lines live in (`lines`, `products`). */
  name: string;
  lines: Array<KeyedLine<L>>;
  columns: ReadonlyArray<LineColumn<L>>;
  onRemove: (index: number) => void;
  /** The table's accessible name, an i18n key: 'Productos seleccionados' unless told. */
  label?: string;
  /** The removal's question, an i18n key: '¿Está seguro que desea eliminar este producto?' unless told. */
  removeConfirm?: string;
}

/** The chosen lines with the document's columns and, last, each line's remove button. */
export const SelectedLines = <L extends DocumentLine>({
  name,
  lines,
  columns,
  onRemove,
  label = 'bo.document.selected_products',
  removeConfirm,
}: SelectedLinesProps<L>) => {
  const translate = useTranslate();
  const [exceeded, setExceeded] = useState(false);
  const exceed = () => setExceeded(true);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate(label)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={column.sticky ? STICKY_CELL : undefined}>
                  {translate(column.label)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => {
              const cell: LineCell<L> = {
                index,
                line,
                root: `${name}.${index}`,
                path: (field) => `${name}.${index}.${field}`,
                exceeded: exceed,
              };
              return (
                <TableRow key={line.key}>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align} sx={column.sticky ? STICKY_CELL : undefined}>
                      {column.render(cell)}
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    <RemoveProductButton name={line.name} onRemove={() => onRemove(index)} confirm={removeConfirm} />
                  </TableCell>
                </TableRow>
              );
            })}
            {lines.length === 0 ? (
              <EmptyTableRow columns={columns.length + 1} text={translate('bo.document.no_products_added')} />
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <NoticeDialog
        open={exceeded}
        title="bo.document.quantity_exceeded_title"
        message="bo.document.quantity_exceeded_text"
        onClose={() => setExceeded(false)}
      />
    </>
  );
};
