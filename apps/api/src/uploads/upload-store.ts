import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { FILE_STORE } from '../infrastructure/database/tokens';
import { FormValidationException } from '../infrastructure/http/validation';
import type { FileStore, StoredFile } from '../infrastructure/storage/file-store';
import { imageType } from './image-type';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOADS_URL = '/api/uploads';
/** What a stored image's name looks like (the only names served back). */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
/** Where the file store keeps an upload named `name` ('uploads/<uuid>.png'). */
export const uploadKey = (name: string): string => `uploads/${name}`;

/** Images (product photos, user photos, the account's logo) kept in the shared file store. */
@Injectable()
export class UploadStore {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Stores an image and answers the path records keep ('/api/uploads/<uuid>.png'). */
  async save(bytes: Buffer | undefined): Promise<string> {
    if (!bytes || bytes.length === 0) throw new FormValidationException({ file: ['Debe seleccionar un archivo.'] });
    const type = imageType(bytes);
    if (!type) throw new FormValidationException({ file: ['El archivo debe ser una imagen (PNG, JPG, GIF o WEBP).'] });
    const name = `${randomUUID()}.${type.extension}`;
    await this.files.put(uploadKey(name), bytes, type.mime);
    return `${UPLOADS_URL}/${name}`;
  }

  /** A stored image, or null when the name is not one of ours or nothing is stored under it. */
  async find(name: string): Promise<StoredFile | null> {
    return UPLOAD_NAME.test(name) ? this.files.get(uploadKey(name)) : null;
  }
}
