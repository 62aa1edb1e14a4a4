/**
 * Why this file exists: a document moves from state to state by buttons that all behave alike
 * (issue 12, the document kit): shown only to the roles of the access table, a confirmation
 * first, one POST with one Idempotency-Key per submission (data/useSubmission: a double click
 * sends once), disabled with its reason while the answer is awaited, the server's refusal told.
 * The inventory's 'Aprobar' is one; a purchase's 'Anular' and 'Marcar como pagada' can be.
 */
import type { ReactElement } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import type { AccessAction, AccessResource } from '@bo/access';
import { useCan } from '../../access/useCan';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission } from '../../data/useSubmission';
import { WhyDisabled } from '../WhyDisabled';

export interface DocumentActionButtonProps<R extends AccessResource> {
  /** The button's text, an i18n key ('Aprobar'). */
  label: string;
  icon?: ReactElement;
  /** The confirmation's title (i18n key), the label's text unless told. */
  confirmTitle?: string;
  /** The confirmation's question, an i18n key ('¿Está seguro que desea aprobar este inventario?'). */
  confirm: string;
  /** What is POSTed to, under /api: `inventories/7/approve`. */
  path: string;
  /** Who may: the access table's resource and action; others do not see the button. */
  access: { resource: R; action: AccessAction<R> };
  /** The toast once accepted, an i18n key. */
  success: string;
  /** Why it cannot be used now (an i18n key): disabled, with the reason on hover and focus. */
  disabledReason?: string | null;
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'error' | 'success' | 'warning';
  /** After the success toast, with the server's answer (the page is read again anyway). */
  onDone?: (answer: Record<string, unknown>) => void;
}

export const DocumentActionButton = <R extends AccessResource>({
  label,
  icon,
  confirmTitle,
  confirm,
  path,
  access,
  success,
  disabledReason,
  variant = 'contained',
  color,
  onDone,
}: DocumentActionButtonProps<R>) => {
  const translate = useTranslate();
  const allowed = useCan(access.resource, access.action);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { submit, submitting } = useSubmission();
  if (!allowed) return null;

  const run = () =>
    submit(async (key) => {
      try {
        const { data } = await dataProvider.post(path, undefined, key());
        notify(success, { type: 'success' });
        refresh();
        onDone?.(data);
      } catch (error) {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      } finally {
        setOpen(false);
      }
    });

  const reason = submitting ? 'bo.document.in_flight' : (disabledReason ?? null);
  return (
    <>
      <WhyDisabled reason={reason ? translate(reason) : null}>
        <Button label={label} variant={variant} color={color} onClick={() => setOpen(true)} disabled={!!reason}>
          {icon}
        </Button>
      </WhyDisabled>
      <Confirm
        isOpen={open}
        loading={submitting}
        title={confirmTitle ?? label}
        content={confirm}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
