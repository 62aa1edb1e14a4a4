import { Controller, Get, NotFoundException, Param, Post, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import fs from 'fs';
import path from 'path';
import { Roles } from '../auth/guards/access.decorators';
import { mimeOfExtension } from './image-type';
import { SingleFileUpload } from './single-file-upload';
import { UPLOAD_MAX_BYTES, UploadStore } from './upload-store';

/** POST /api/uploads (multipart `file`, an image up to 5 MB) and GET /api/uploads/{name}. */
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadStore) {}

  @Post()
  @Roles('session', 'use')
  @SingleFileUpload(UPLOAD_MAX_BYTES)
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<{ path: string }> {
    return { path: await this.uploads.save(file?.buffer) };
  }

  @Get(':name')
  @Roles('session', 'use')
  serve(@Param('name') name: string, @Res() response: Response): void {
    const file = this.uploads.fileOf(name);
    if (!file || !fs.existsSync(file)) throw new NotFoundException('No se encontró la imagen.');
    sendImage(response, file, 'private, max-age=31536000, immutable');
  }
}

/** An uploaded image as the answer: typed by its extension, never sniffed, cached as `cacheControl` says. */
export function sendImage(response: Response, file: string, cacheControl: string): void {
  response.setHeader('Content-Type', mimeOfExtension(path.extname(file).slice(1)) ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // Relative to the folder: `send` refuses a path with a dot-folder in it (the default `.data/uploads`)
  // unless the dot-folder is the root's.
  response.sendFile(path.basename(file), { root: path.dirname(file) });
}
