import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type NotificationType,
} from 'react-admin';
import { INVALID_FORM, takeInvalidFieldsReport } from '../common/invalidFields';
import { APP_BAR_HEIGHT } from './navigation';

/** Flash messages: top right, 3 s, with a shrinking progress bar (sales.md sections 2 and 8). */
export const TOAST_DURATION_MS = 3000;
const MAX_VISIBLE = 5;

interface Toast {
  key: number;
  type: NotificationType;
  message: string | ReactNode;
  messageArgs?: Record<string, unknown>;
  duration: number | null;
  undoable: boolean;
}

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const appear = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: translateX(0); }
`;

let nextKey = 1;

/** Same words, same kind: a repeated message (a form submitted again with the same errors). */
const sameToast = (a: Toast, b: Toast) =>
  !a.undoable &&
  !b.undoable &&
  a.type === b.type &&
  typeof a.message === 'string' &&
  a.message === b.message &&
  JSON.stringify(a.messageArgs ?? {}) === JSON.stringify(b.messageArgs ?? {});

/** The stack with the new toasts on top; a repeated one replaces its twin (its 3 s start again). */
const stacked = (current: Toast[], incoming: Toast[]) =>
  [...current, ...incoming]
    .filter((toast, index, all) => !all.slice(index + 1).some((later) => sameToast(toast, later)))
    .slice(-MAX_VISIBLE);

const toToast = ({ message, type, notificationOptions = {} }: NotificationPayload): Toast => {
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  return {
    key: nextKey++,
    type: type ?? 'info',
    // react-admin's 'invalid form' becomes the list of what the form refused (common/invalidFields).
    message: message === INVALID_FORM ? (takeInvalidFieldsReport() ?? message) : message,
    messageArgs,
    duration: autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration,
    undoable: Boolean(undoable),
  };
};

export const Notification = () => {
  const { notifications, resetNotifications } = useNotificationContext();
  const [toasts, setToasts] = useState<Toast[]>([]);

  // Drain react-admin's queue into our stack as soon as something is notified.
  useEffect(() => {
    if (notifications.length === 0) return;
    const incoming = notifications.map(toToast);
    resetNotifications();
    setToasts((current) => stacked(current, incoming));
  }, [notifications, resetNotifications]);

  const dismiss = useCallback((key: number) => {
    setToasts((current) => current.filter((toast) => toast.key !== key));
  }, []);

  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        // Top right, just under the top bar so the user's name and menu stay reachable.
        top: APP_BAR_HEIGHT + 8,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(380px, calc(100vw - 32px))',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onDismiss={dismiss} />
      ))}
    </Stack>
  );
};

const ToastItem = ({ toast, onDismiss }: { toast: Toast; onDismiss: (key: number) => void }) => {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const settled = useRef(false);

  const close = useCallback(
    (undo = false) => {
      if (toast.undoable && !settled.current) {
        settled.current = true;
        takeMutation()?.({ isUndo: undo });
      }
      onDismiss(toast.key);
    },
    [toast, takeMutation, onDismiss],
  );

  const text =
    typeof toast.message === 'string'
      ? translate(toast.message, { _: toast.message, ...(toast.messageArgs ?? {}) })
      : toast.message;
  const [title, ...lines] = typeof text === 'string' ? text.split('\n') : [undefined];

  return (
    <CloseNotificationContext.Provider value={() => close()}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 1,
          boxShadow: 6,
          pointerEvents: 'auto',
          animation: `${appear} 150ms ease-out`,
          '&:hover .bo-toast-progress': { animationPlayState: 'paused' },
        }}
      >
        <Alert
          variant="filled"
          severity={toast.type}
          closeText={translate('bo.notification.close')}
          onClose={() => close()}
          action={
            toast.undoable ? (
              <Button color="inherit" size="small" onClick={() => close(true)}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
          sx={{ whiteSpace: 'pre-line', pb: toast.duration ? 1.5 : 1 }}
        >
          {typeof text !== 'string' ? (
            text
          ) : lines.length > 0 ? (
            <>
              <AlertTitle sx={{ mb: 0.5 }}>{title}</AlertTitle>
              {lines.join('\n')}
            </>
          ) : (
            text
          )}
        </Alert>
        {toast.duration ? (
          <Box
            className="bo-toast-progress"
            role="presentation"
            onAnimationEnd={() => close()}
            sx={{
              position: 'absolute',
              left: 0,
              bottom: 0,
              height: 4,
              width: '100%',
              bgcolor: 'rgba(255, 255, 255, 0.7)',
              transformOrigin: 'left',
              animation: `${shrink} ${toast.duration}ms linear forwards`,
            }}
          />
        ) : null}
      </Box>
    </CloseNotificationContext.Provider>
  );
};
