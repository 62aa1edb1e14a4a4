import { TableCell, TableRow, Typography } from '@mui/material';

/** The row a table shows instead of its rows when it has none: the text, grey and centred across `columns`. */
export const EmptyTableRow = ({ columns, text }: { columns: number; text: string }) => (
  <TableRow>
    <TableCell colSpan={columns}>
      <Typography color="text.secondary" align="center">
        {text}
      </Typography>
    </TableCell>
  </TableRow>
);
