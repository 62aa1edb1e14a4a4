import { z } from 'zod';
import { Decimal } from '../shared';

/**
 * Field builders with Spanish messages. They accept what a form or a CSV sends (numbers as text,
 * comma decimals, blanks) and normalise it, so one schema validates the request, the command and
 * the stored event (normalising an already normal value changes nothing).
 */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Plain decimal notation: digits, at most one '.', an optional leading '-' (no '0x10', '1e5', 'Infinity'). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A string or number as trimmed text (undefined for anything else). A number counts only when it
 * writes itself in plain notation: 1e309 (Infinity once parsed) or 1e21 is no text anyone typed.
 * Characters PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) are dropped, so no text can
 * break an event or a read model.
 */
const asText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return storable(value).trim();
  if (typeof value === 'number' && PLAIN_NUMBER.test(String(value))) return String(value);
  return undefined;
};

/**
 * A number as plain decimal text ('12', '-3.5'; a comma decimal '36,5' is '36.5'), or undefined for
 * anything else: hexadecimal, exponents, 'Infinity', ' ', arrays. A JSON number counts when finite
 * (written out in full: 1e-7 is '0.0000001', left to the caller's limits). Every number field reads
 * its input through here, so they all accept the same notation.
 */

/** '{label} es obligatorio.', the adjective agreeing with the label's article ('La dirección es obligatoria.'). */
export const isRequired = (label: string): string =>
  `${label} es ${/^(La|Una) /.test(label) ? 'obligatoria' : 'obligatorio'}.`;

export function plainNumber(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value).toFixed() : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return PLAIN_NUMBER.test(text) ? text : undefined;
}

/**
 * A whole number of units within [min, max] (a quantity), from a number or its plain text; '1.0'
 * is 1. `invalid` is the message for anything else (a key left out too), `tooLarge` (when given)
 * for one above `max`, `fraction` (when given) for a number at or above `min` that is not whole.
 */
export function wholeNumber(options: {
  min: number;
  max: number;
  invalid: string;
  tooLarge?: string;
  fraction?: string;
}) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const text = plainNumber(value);
      if (text === undefined) return fail(options.invalid);
      const number = new Decimal(text);
      if (number.lt(options.min)) return fail(options.invalid);
      if (!number.isInteger()) return fail(options.fraction ?? options.invalid);
      if (number.gt(options.max)) return fail(options.tooLarge ?? options.invalid);
      return number.toNumber();
    });
}

function storable(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (no 2026-02-30, no year 0) that PostgreSQL accepts. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function requiredText(label: string, max = 255) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = asText(value);
      if (!blank(value) && text === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser un texto.` });
        return z.NEVER;
      }
      if (blank(value) || text === undefined || text === '') {
        ctx.addIssue({ code: 'custom', message: isRequired(label) });
        return z.NEVER;
      }
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} admite como máximo ${max} caracteres.` });
        return z.NEVER;
      }
      return text;
    });
}

export function optionalText(label: string, max = 2000) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (blank(value)) return null;
      const text = asText(value);
      if (text === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser un texto.` });
        return z.NEVER;
      }
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} admite como máximo ${max} caracteres.` });
        return z.NEVER;
      }
      return text;
    });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(label: string, required: boolean) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (blank(value)) {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: isRequired(label) });
        return z.NEVER;
      }
      const text = asText(value)?.toLowerCase() ?? '';
      if (!EMAIL.test(text) || text.length > 255) {
        ctx.addIssue({ code: 'custom', message: `${label} no es un correo electrónico válido.` });
        return z.NEVER;
      }
      return text;
    });
}

/**
 * A decimal as exact text with at most `places` decimals (money: 2), within [min, max);
 * `belowMin` is what a value under `min` is told, when it has words of its own ('El costo no
 * puede ser negativo').
 */
export function decimal(
  label: string,
  options: { required: boolean; places?: number; min?: number; max?: string; belowMin?: string },
) {
  const places = options.places ?? 2;
  const max = new Decimal(options.max ?? '1e12');
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (blank(value)) return options.required ? fail(isRequired(label)) : null;
      const text = plainNumber(value);
      if (text === undefined) return fail(`${label} debe ser un número.`);
      const number = new Decimal(text);
      if (options.min !== undefined && number.lt(options.min))
        return fail(options.belowMin ?? `${label} debe ser mayor o igual a ${options.min}.`);
      if (number.abs().gte(max)) return fail(`${label} es demasiado grande.`);
      if (number.decimalPlaces() > places) return fail(`${label} admite como máximo ${places} decimales.`);
      return number.toFixed(places);
    });
}

/** The id of another record (a brand, a region...), as text of digits. `label` has its article: 'la región'. */
export function reference(label: string, required: boolean) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (blank(value)) {
        if (!required) return null;
        ctx.addIssue({ code: 'custom', message: `Debe seleccionar ${label}.` });
        return z.NEVER;
      }
      const text = asText(value) ?? '';
      if (!/^\d{1,18}$/.test(text)) {
        const valid = /^(la|una) /i.test(label) ? 'válida' : 'válido';
        ctx.addIssue({ code: 'custom', message: `${capitalise(label)} no es ${valid}.` });
        return z.NEVER;
      }
      return String(BigInt(text));
    });
}

/** One of a fixed set of values ('freelancer', 'spot', 'a'...). */
export function choice<const T extends readonly [string, ...string[]]>(
  label: string,
  options: T,
  fallback?: T[number],
) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T[number] => {
      if (blank(value) && fallback !== undefined) return fallback;
      const text = asText(value) ?? '';
      if (!options.includes(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser uno de: ${options.join(', ')}.` });
        return z.NEVER;
      }
      return text as T[number];
    });
}

/** true/false from a checkbox, '1'/'0', 'si'/'no'; left out: required unless it has a fallback. */
export function flag(label: string, fallback?: boolean) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): boolean => {
      if (blank(value) && fallback !== undefined) return fallback;
      if (value === true || value === 1 || value === '1' || value === 'true' || value === 'si' || value === 'sí')
        return true;
      if (value === false || value === 0 || value === '0' || value === 'false' || value === 'no') return false;
      ctx.addIssue({
        code: 'custom',
        message: blank(value) ? `${label} es obligatorio (1 o 0).` : `${label} debe ser 1 o 0.`,
      });
      return z.NEVER;
    });
}

/** A calendar date YYYY-MM-DD (a date-time keeps its date part). */
export function calendarDate(label: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = asText(value) ?? '';
      const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
      if (!match || !isCalendarDay(match[1])) {
        ctx.addIssue({ code: 'custom', message: blank(value) ? `${label} es obligatoria.` : `${label} no es válida.` });
        return z.NEVER;
      }
      return match[1];
    });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An uploaded image's path as `POST /api/uploads` answers it ('/api/uploads/<uuid>.png'), or null. */
export function imagePath(label: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (blank(value)) return null;
      const text = asText(value) ?? '';
      if (!/^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser una imagen subida (PNG, JPG, GIF o WEBP).` });
        return z.NEVER;
      }
      return text;
    });
}

/** An optional latitude (bound 90) or longitude (bound 180): a decimal of at most 6 places within ±bound. */
export function coordinate(label: string, bound: 90 | 180) {
  return decimal(label, { required: false, places: 6 }).transform((value, ctx): string | null => {
    if (value !== null && new Decimal(value).abs().gt(bound)) {
      ctx.addIssue({ code: 'custom', message: `${label} debe estar entre -${bound} y ${bound}.` });
      return z.NEVER;
    }
    return value;
  });
}

/** A colour as `#rrggbb` (what `<input type="color">` sends), in lower case. */
export function hexColor(label: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string => {
      const text = asText(value) ?? '';
      if (blank(value)) {
        ctx.addIssue({ code: 'custom', message: isRequired(label) });
        return z.NEVER;
      }
      if (!/^#[0-9a-fA-F]{6}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser un color hexadecimal como #12343b.` });
        return z.NEVER;
      }
      return text.toLowerCase();
    });
}

/** One of a fixed set of values, or null when left blank (a select with an empty option). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T[number] | null => {
      if (blank(value)) return null;
      const text = asText(value) ?? '';
      if (!options.includes(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} debe ser uno de: ${options.join(', ')}.` });
        return z.NEVER;
      }
      return text as T[number];
    });
}
