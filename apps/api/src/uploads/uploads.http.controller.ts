import { Controller, Get, NotFoundException, Param, Post, Req, Res, UploadedFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'stream/promises';
import { Roles } from '../auth/guards/access.decorators';
import type { StoredFile } from '../infrastructure/storage/file-store';
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
  async serve(@Param('name') name: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const file = await this.uploads.find(name);
    if (!file) throw new NotFoundException('No se encontró la imagen.');
    await sendImage(request, response, file, 'private, max-age=31536000, immutable');
  }
}

/**
 * A stored image as the answer: typed by its name's extension, never sniffed, cached as
 * `cacheControl` says, with a validator (ETag, Last-Modified) so a browser's revalidation is a 304.
 */
export async function sendImage(request: Request, response: Response, file: StoredFile, cacheControl: string) {
  const extension = file.key.slice(file.key.lastIndexOf('.') + 1);
  response.setHeader('Content-Type', mimeOfExtension(extension) ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // A key is never rewritten: its size and moment name its bytes.
  response.setHeader('ETag', `W/"${file.size.toString(16)}-${file.createdAt.getTime().toString(16)}"`);
  response.setHeader('Last-Modified', file.createdAt.toUTCString());
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Length', String(file.size));
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(file.stream(), response).catch(() => response.destroy());
}
