/**
 * Why this file exists: a form sent with fields the browser refuses gets react-admin's toast
 * 'ra.message.invalid_form', the same words whatever is wrong; the spec's 'Error en el formulario'
 * lists the field messages (issue 31, item 13). The save buttons (common/SaveButton, SubmitButton)
 * call `useReportInvalidFields`: on a refused submission it writes the list ('• Nombre: Este campo
 * es obligatorio'), which the toasts (layout/Notification) take in place of react-admin's words.
 * The server's field errors already come listed (data/formErrors).
 */
import { useEffect, useRef } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { FORM_ERROR_TITLE } from '../data/formErrors';

/** react-admin's own key for an invalid form: the toast that gets the list instead. */
export const INVALID_FORM = 'ra.message.invalid_form';

let pending: string | null = null;

/** The list of the last refused submission, once (the toast that shows it takes it). */
export const takeInvalidFieldsReport = (): string | null => {
  const report = pending;
  pending = null;
  return report;
};

interface Leaf {
  name: string;
  message: string;
}

/** Every field's message, by the field's path ('name', 'products.0.quantity'). */
const leavesOf = (errors: Record<string, unknown>, prefix = ''): Leaf[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'root' || key === 'ref' || !value || typeof value !== 'object') return [];
    const name = `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return [{ name, message }];
    return leavesOf(value as Record<string, unknown>, `${name}.`);
  });

const SPECIAL = '@@react-admin@@';

/** A validator's message as its field shows it (react-admin's own encoding of one with arguments). */
const messageText = (message: string, translate: (key: string, options?: object) => string) => {
  if (message.startsWith(SPECIAL)) {
    try {
      const parsed = JSON.parse(message.slice(SPECIAL.length)) as string | { message: string; args?: object };
      if (typeof parsed === 'string') return translate(parsed, { _: parsed });
      return translate(parsed.message, { _: parsed.message, ...(parsed.args ?? {}) });
    } catch {
      return message;
    }
  }
  return translate(message, { _: message });
};

/** The label the field shows on screen ('Nombre', without its asterisk), if it is on screen. */
const labelOnScreen = (name: string): string | null => {
  const input = document.querySelector(`form [name="${CSS.escape(name)}"]`);
  const label = input?.closest('.MuiFormControl-root')?.querySelector('label')?.textContent;
  const text = label?.replace(/[\s\u2009]*\*[\s\u2009]*$/, '').trim();
  return text ? text : null;
};

/** Inside a form: on a submission the browser refused, writes the list for the toast. */
export const useReportInvalidFields = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    // A server answer comes listed already (data/formErrors); nothing refused, nothing to list.
    const leaves = leavesOf(errors as FieldErrors as Record<string, unknown>);
    if ((errors.root as { serverError?: unknown } | undefined)?.serverError || leaves.length === 0) {
      pending = null;
      return;
    }
    const lines = leaves.map(({ name, message }) => {
      const text = messageText(message, translate);
      const field = resource ? `resources.${resource}.fields.${name}` : '';
      const label = labelOnScreen(name) ?? (field ? translate(field, { _: '' }) : '');
      return `• ${label ? `${label}: ` : ''}${text}`;
    });
    pending = [FORM_ERROR_TITLE, ...new Set(lines)].join('\n');
  }, [submitCount, errors, translate, resource]);
};
