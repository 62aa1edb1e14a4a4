/**
 * A link to a file the API answers for one record (API.md, "Documents of one record"): a PDF opens
 * in a new tab, an Excel file downloads. A plain link, so the browser sends the session's cookie
 * and shows or saves the file itself.
 */
import type { MouseEvent, ReactElement } from 'react';
import { Button } from 'react-admin';
import { API_URL } from '../data/httpClient';

export interface FileLinkProps {
  /** The API path without '/api/': 'shoppings/3/report'. */
  path: string;
  /** A message key: 'bo.shoppings.print'. */
  label: string;
  icon: ReactElement;
  /** Downloads it (an Excel file) instead of opening it in a new tab. */
  download?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
}

/** Keeps a click inside a clickable row from opening the row too. */
const alone = (event: MouseEvent) => event.stopPropagation();

export const FileLink = ({ path, label, icon, download, variant = 'text' }: FileLinkProps) => (
  <Button
    component="a"
    href={`${API_URL}/${path}`}
    label={label}
    variant={variant}
    onClick={alone}
    {...(download ? { download: true } : { target: '_blank', rel: 'noopener' })}
  >
    {icon}
  </Button>
);
