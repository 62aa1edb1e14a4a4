/**
 * Why this file exists: each panel of the audit screen reads one thing from the server and shows,
 * in the same order, a spinner while it comes, its error, an empty notice, or the thing itself.
 */
import type { ReactNode } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Loaded<T>({
  state,
  error,
  empty,
  children,
}: {
  state: { data: T | undefined; error: unknown; isPending: boolean };
  /** The message key of an error. */
  error: string;
  /** The message key shown when it came empty (an empty list); none: an empty answer is shown as is. */
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  if (state.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (state.error || state.data === undefined || state.data === null)
    return <Alert severity="error">{translate(error)}</Alert>;
  if (empty && Array.isArray(state.data) && state.data.length === 0)
    return <Alert severity="info">{translate(empty)}</Alert>;
  return <>{children(state.data)}</>;
}
