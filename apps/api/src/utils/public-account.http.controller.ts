// Why this exists: the public dealer application page (/apply) shows the account's logo to visitors
// without a session, while GET /api/uploads/{name} is for signed-in users only. These routes open
// the account's name and that one image, and nothing else of the uploads.
import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Knex } from 'knex';
import type { Request, Response } from 'express';
import { ACCOUNT_ID } from '@bo/domain';
import { Public } from '../auth/guards/access.decorators';
import { KNEX } from '../infrastructure/database/tokens';
import type { StoredFile } from '../infrastructure/storage/file-store';
import { sendImage } from '../uploads/uploads.http.controller';
import { UPLOADS_URL, UploadStore } from '../uploads/upload-store';

export const PUBLIC_LOGO_URL = '/api/utils/logo';
const NO_LOGO = 'La cuenta no tiene logo.';

/**
 * GET /api/utils/account: {name, logo} of the account, `logo` being GET /api/utils/logo when it has
 * one (else null). GET /api/utils/logo: that image (a short public cache), 404 when there is none.
 */
@Controller('utils')
export class PublicAccountController {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly uploads: UploadStore,
  ) {}

  @Get('account')
  @Public()
  async account(): Promise<{ name: string; logo: string | null }> {
    const account = await this.current();
    return { name: account?.name ?? '', logo: account && (await this.logoFile(account.logo)) ? PUBLIC_LOGO_URL : null };
  }

  @Get('logo')
  @Public()
  async logo(@Req() request: Request, @Res() response: Response): Promise<void> {
    const file = await this.logoFile((await this.current())?.logo ?? null);
    if (!file) throw new NotFoundException(NO_LOGO);
    await sendImage(request, response, file, 'public, max-age=300');
  }

  private async current(): Promise<{ name: string; logo: string | null } | undefined> {
    return (await this.knex('rm.accounts').where({ id: ACCOUNT_ID }).whereNull('deleted_at').first('name', 'logo')) as
      { name: string; logo: string | null } | undefined;
  }

  /** The stored file of the account's logo path ('/api/uploads/<uuid>.png'), when it is one of ours and exists. */
  private async logoFile(logo: string | null): Promise<StoredFile | null> {
    const prefix = `${UPLOADS_URL}/`;
    if (!logo?.startsWith(prefix)) return null;
    return this.uploads.find(logo.slice(prefix.length));
  }
}
