import type { SxProps, Theme } from '@mui/material';

/**
 * Why this file exists: on a phone a document's lines table scrolls sideways inside its card
 * (its TableContainer); the cell naming the line (the product) stays in view at the left edge, so
 * the fields further right ('Destino', 'Cantidad a devolver', 'Motivo'...) are reached knowing
 * which line they belong to. Given to that column's header and body cells.
 */
export const STICKY_CELL: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // Narrow on a phone, to leave room for the fields beside it; a long name wraps.
  width: { xs: 88, sm: 'auto' },
  minWidth: 72,
  maxWidth: { xs: 88, sm: 200 },
  px: { xs: 1, sm: 2 },
  wordBreak: 'break-word',
  // A hairline so the columns scrolling under it do not look like its text.
  boxShadow: (theme) => `inset -1px 0 0 ${theme.palette.divider}`,
};
