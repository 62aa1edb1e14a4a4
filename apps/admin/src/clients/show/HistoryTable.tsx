import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { ListPagination } from '../../common/ListPagination';

/**
 * A titled, paginated table of one client's rows read from the API (`GET /api/{resource}` with
 * `filter={"client_id": id}`), 10 a page, with its empty text; a row opens `rowPath(row)`.
 */
export const HistoryTable = <T extends RaRecord>({
  title,
  empty,
  resource,
  clientId,
  rowPath,
  sort,
  children,
}: {
  title: string;
  empty: string;
  resource: string;
  clientId: Identifier;
  rowPath: (row: T) => string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <ListBase<T>
          resource={resource}
          filter={{ client_id: clientId }}
          perPage={10}
          sort={sort}
          disableSyncWithLocation
          storeKey={false}
        >
          <DataTable<T>
            resource={resource}
            bulkActionButtons={false}
            rowClick={(_id, _resource, row) => rowPath(row as T)}
            empty={
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                {translate(empty)}
              </Typography>
            }
          >
            {children}
          </DataTable>
          <ListPagination rowsPerPageOptions={[10]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};
