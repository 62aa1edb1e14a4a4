import { HttpError } from 'react-admin';
import { API_URL, httpClient } from './httpClient';
import { toFormError } from './formErrors';
import type { ApiErrorBody } from './types';

interface PickedFile {
  rawFile: File;
}

const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof File;

/** `POST /api/uploads`: stores one image and answers the path a record keeps. */
export const uploadImage = async (file: File): Promise<string> => {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
  return (json as { path: string }).path;
};

/**
 * A refused upload ('El archivo debe ser una imagen...', 'El archivo supera el tamaño máximo de
 * 5 MB.') as a refusal of the form's own field: shown under the photo or logo and in the toast
 * 'Error en el formulario', like any other field message.
 */
const onField = (error: unknown, field: string): unknown => {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as ApiErrorBody;
  const messages = Object.values(body.errors ?? {}).flat();
  if (messages.length === 0 && body.message) messages.push(body.message);
  return toFormError(
    new HttpError(error.message, error.status, { message: 'Error en el formulario', errors: { [field]: messages } }),
  );
};

/**
 * Before a create or update: every field holding a newly picked file ({ rawFile } from an
 * ImageInput) is uploaded first and replaced by its path; a field showing the current image
 * ({ src }) goes back as that path.
 */
export const uploadImages = async <T extends Record<string, unknown>>(data: T): Promise<T> => {
  const out: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (isPickedFile(value)) {
      try {
        out[key] = await uploadImage(value.rawFile);
      } catch (error) {
        throw onField(error, key);
      }
    } else if (typeof value === 'object' && value !== null && 'src' in value && !('rawFile' in value))
      out[key] = (value as { src: unknown }).src ?? null;
  }
  return out as T;
};
