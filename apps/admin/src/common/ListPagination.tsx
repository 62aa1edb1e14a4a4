import { Pagination, useListContext, type PaginationProps } from 'react-admin';

/**
 * react-admin's Pagination, but none when the list's request failed. react-admin's own reads the
 * missing total of a refused request as 'unknown' and shows '1-25 de 25' for rows it never got.
 */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
