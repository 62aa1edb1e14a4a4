/**
 * Why this file exists: a long form (a purchase) is not thrown away by a slip. Inside a form,
 * leaving it with something typed asks first ('Hay cambios sin guardar. ¿Desea salir?'): its
 * back link, the sidebar's links and the browser's back (the data router's blocker), and closing
 * or reloading the tab (the browser's own question). A form that saved sets `released` before it
 * redirects, so its own redirect is never asked about.
 */
import { useEffect, useRef, type MutableRefObject } from 'react';
import { Confirm, useBlocker } from 'react-admin';
import { useFormState } from 'react-hook-form';

export interface LeaveGuardProps {
  /** True once the form saved: leaving is then free. */
  released: MutableRefObject<boolean>;
}

export const LeaveGuard = ({ released }: LeaveGuardProps) => {
  // What was typed (as react-admin's own unsaved-changes warning reads it).
  const { dirtyFields } = useFormState();
  const isDirty = Object.keys(dirtyFields).length > 0;
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty, released]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="bo.common.leave_title"
      content="bo.common.leave_confirm"
      confirm="bo.common.leave"
      cancel="bo.common.stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
