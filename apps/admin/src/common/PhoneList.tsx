import type { ReactNode } from 'react';
import { useMediaQuery, type SxProps } from '@mui/material';
import { SimpleList, type Identifier, type RaRecord, type RowClickFunction } from 'react-admin';
import { MOBILE_QUERY } from '../layout/navigation';

/**
 * A list's rows on a phone: a table of many columns does not fit 425 px, so there each record is
 * one react-admin SimpleList row (as react-admin's demo does) with the few things that matter.
 */
export interface PhoneRow<R extends RaRecord> {
  /** The row's first line (the name, the number and client...). */
  primary: (record: R) => ReactNode;
  /** The line under it (date, state badge...). */
  secondary?: (record: R) => ReactNode;
  /** On the right of the first line (the total, the amount...). */
  tertiary?: (record: R) => ReactNode;
}

/** A phone row's line of several values: 'V-123 · 0414-555' (empty ones left out). */
export const joined = (...parts: ReadonlyArray<string | number | null | undefined>) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/** True at the layout's phone width (425 px or narrower), where lists show as PhoneList. */
export const useIsPhone = () => useMediaQuery(MOBILE_QUERY, { noSsr: true });

export interface PhoneListProps<R extends RaRecord> {
  row: PhoneRow<R>;
  /** Where a tap leads; the same as the table's rowClick. */
  rowClick?: ((id: Identifier, resource: string, record: R) => string | false) | 'edit' | 'show' | false;
  rowSx?: (record: R, index: number) => SxProps;
  empty?: ReactNode;
}

/** The records of the surrounding List as SimpleList rows; long words (e-mails) wrap inside the row. */
export function PhoneList<R extends RaRecord>({ row, rowClick, rowSx, empty }: PhoneListProps<R>) {
  return (
    <SimpleList<R>
      primaryText={row.primary}
      secondaryText={row.secondary}
      tertiaryText={row.tertiary}
      // SimpleList types its row click for any record; ours are R's.
      rowClick={(rowClick ?? false) as RowClickFunction | string | false}
      rowSx={rowSx}
      empty={empty}
      sx={{ overflowWrap: 'anywhere', '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 } }}
    />
  );
}
