import { API_URL, httpClient } from './httpClient';

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
 * Before a create or update: every field holding a newly picked file ({ rawFile } from an
 * ImageInput) is uploaded first and replaced by its path; a field showing the current image
 * ({ src }) goes back as that path.
 */
export const uploadImages = async <T extends Record<string, unknown>>(data: T): Promise<T> => {
  const out: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (isPickedFile(value)) out[key] = await uploadImage(value.rawFile);
    else if (typeof value === 'object' && value !== null && 'src' in value && !('rawFile' in value))
      out[key] = (value as { src: unknown }).src ?? null;
  }
  return out as T;
};
