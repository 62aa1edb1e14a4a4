import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FormValidationException } from '../infrastructure/http/validation';
import { imageType } from './image-type';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOADS_URL = '/api/uploads';
/** What a stored image's name looks like (the only names served back). */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** Images (product photos, user photos, the account's logo) kept on disk under the data folder. */
@Injectable()
export class UploadStore {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores an image and answers the path records keep ('/api/uploads/<uuid>.png'). */
  async save(bytes: Buffer | undefined): Promise<string> {
    if (!bytes || bytes.length === 0) throw new FormValidationException({ file: ['Debe seleccionar un archivo.'] });
    const type = imageType(bytes);
    if (!type) throw new FormValidationException({ file: ['El archivo debe ser una imagen (PNG, JPG, GIF o WEBP).'] });
    const name = `${randomUUID()}.${type.extension}`;
    await fs.mkdir(this.config.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(this.config.uploadsDir, name), bytes, { flag: 'wx' });
    return `${UPLOADS_URL}/${name}`;
  }

  /** The file of a stored image, or null when the name is not one of ours. */
  fileOf(name: string): string | null {
    return UPLOAD_NAME.test(name) ? path.join(this.config.uploadsDir, name) : null;
  }
}
