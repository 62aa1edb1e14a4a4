import type { Validator } from 'react-admin';

/** Required, with the Spanish message of the spec. */
export const requiredField: Validator = (value) =>
  value === undefined || value === null || value === '' ? 'bo.validation.required' : undefined;

/** Strictly above zero ('Debe ser mayor a cero'). */
export const positive: Validator = (value) =>
  value === undefined || value === null || value === '' || Number(value) > 0 ? undefined : 'bo.validation.positive';

export const validateRate = [requiredField, positive];
