import { Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { SingleFileUpload } from '../../uploads/single-file-upload';
import { ProductImport } from './product-import';

const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** POST /api/products/import (multipart `file`, .csv or .xlsx): 201 { imported } or 400 with the row errors. */
@Controller('products')
export class ImportProductsController {
  constructor(private readonly importer: ProductImport) {}

  @Post('import')
  @HttpCode(201)
  @Roles('products', 'write')
  @SingleFileUpload(MAX_FILE_BYTES)
  async import(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Metadata() metadata: EventMetadata,
  ): Promise<{ imported: number }> {
    return { imported: await this.importer.run(file, metadata) };
  }
}
