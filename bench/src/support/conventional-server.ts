/**
 * Issue 35 asks for our payments, rate and inventory commands beside conventional versions of them
 * "in the anchor's pattern": the anchor (`../shared/anchors/nest-crud`) has only the sale, so this
 * is its pattern in our own code for the others: a CRUD NestJS 11 service, sessions in PostgreSQL
 * loaded with the user in one query by a global guard, hand validation (400), each command in one
 * transaction (plain-payments.ts, the same statements the plain CRUD peer of payments-create.ts
 * runs; plain-stock-commands.ts for the rate and the inventories). Routes and answers are ours
 * (POST /api/orders/:id/payments, POST /api/payments, POST /api/taxes, POST /api/inventories and
 * /api/inventories/:id/approve), so the same load drives both. Started by write-path-vs-anchor.ts
 * as a process of its own, like the anchor:
 * `DATABASE_URL=... PORT=... node bench/dist/support/conventional-server.js`.
 */
import 'reflect-metadata';
import { randomBytes, scryptSync, timingSafeEqual } from 'crypto';
import {
  BadRequestException,
  Body,
  CanActivate,
  ConflictException,
  Controller,
  ExecutionContext,
  HttpCode,
  Inject,
  Injectable,
  Module,
  OnApplicationShutdown,
  Param,
  Post,
  Req,
  Res,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { APP_GUARD, NestFactory, Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Pool, PoolClient } from 'pg';
import { inTransaction } from './in-transaction';
import { CommandRefused, payClient, payOrder, PLAIN_PAYMENTS_SCHEMA } from './plain-payments';
import {
  approveInventory,
  createInventory,
  createRate,
  PlainInventoryLine,
  PLAIN_STOCK_SCHEMA,
} from './plain-stock-commands';

const PG_POOL = Symbol('PG_POOL');
const PUBLIC = 'public';
const SEED_USER = { email: 'admin@example.com', password: 'secret123' };
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

type SignedIn = Request & { user?: { id: number; email: string } };

const hash = (password: string, salt: Buffer) => scryptSync(password, salt, 64);

const SCHEMA = `
create table conventional_users (id serial primary key, email text not null unique, password_hash bytea not null,
  salt bytea not null);
create table conventional_sessions (id text primary key, user_id int not null references conventional_users,
  expires_at timestamptz not null);
${PLAIN_PAYMENTS_SCHEMA}
${PLAIN_STOCK_SCHEMA}`;

async function createPool(): Promise<Pool> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  await pool.query(SCHEMA);
  const salt = randomBytes(16);
  await pool.query('insert into conventional_users (email, password_hash, salt) values ($1, $2, $3)', [
    SEED_USER.email,
    hash(SEED_USER.password, salt),
    salt,
  ]);
  return pool;
}

function cookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Every route but the login loads the session and its user in one query. */
@Injectable()
class SessionGuard implements CanActivate {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<SignedIn>();
    const sid = cookie(request.headers.cookie, 'sid');
    if (!sid) throw new UnauthorizedException('not logged in');
    const { rows } = await this.pool.query(
      `select u.id, u.email from conventional_sessions s join conventional_users u on u.id = s.user_id
       where s.id = $1 and s.expires_at > now()`,
      [sid],
    );
    if (rows.length === 0) throw new UnauthorizedException('session expired or unknown');
    request.user = { id: rows[0].id as number, email: rows[0].email as string };
    return true;
  }
}

@Controller('api')
class LoginController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Post('login')
  @HttpCode(200)
  @SetMetadata(PUBLIC, true)
  async login(@Body() body: { email?: unknown; password?: unknown }, @Res({ passthrough: true }) response: Response) {
    if (typeof body?.email !== 'string' || typeof body.password !== 'string')
      throw new BadRequestException(['email and password are required strings']);
    const { rows } = await this.pool.query('select id, password_hash, salt from conventional_users where email = $1', [
      body.email,
    ]);
    if (rows.length === 0 || !timingSafeEqual(hash(body.password, rows[0].salt as Buffer), rows[0].password_hash))
      throw new UnauthorizedException('invalid credentials');
    const sid = randomBytes(32).toString('base64url');
    await this.pool.query('insert into conventional_sessions (id, user_id, expires_at) values ($1, $2, $3)', [
      sid,
      rows[0].id,
      new Date(Date.now() + SESSION_TTL_MS),
    ]);
    response.cookie('sid', sid, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_MS });
    return { user: { id: rows[0].id, email: body.email } };
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isAmount = (value: unknown): value is string => typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value);
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isReference = (value: unknown) => value == null || (typeof value === 'string' && value.length <= 100);

interface PaymentBody {
  method?: unknown;
  amount?: unknown;
  reference?: unknown;
}

/** The money of either payment, validated by hand: the errors (400) or what the statements take. */
function money(body: PaymentBody | undefined, errors: string[]) {
  if (!isId(body?.method)) errors.push('method must be a positive integer');
  if (!isAmount(body?.amount)) errors.push('amount must be an amount with 2 decimals');
  if (!isReference(body?.reference)) errors.push('reference must be a string of at most 100 characters');
  if (errors.length) throw new BadRequestException(errors);
  return {
    method: body!.method as number,
    amount: body!.amount as string,
    reference: (body!.reference as string | null) ?? '',
  };
}

/** A command's transaction; a command the tables refuse is the 409. */
function refusedAs409<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, work).catch((error: unknown) => {
    throw error instanceof CommandRefused ? new ConflictException(error.message) : error;
  });
}

@Controller('api')
class PaymentsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Post('orders/:id/payments')
  @HttpCode(200)
  orderPayment(@Param('id') id: string, @Body() body: PaymentBody, @Req() request: SignedIn) {
    const order = Number(id);
    const paid = money(body, isId(order) ? [] : ['id must be a positive integer']);
    return refusedAs409(this.pool, (client) => payOrder(client, { order, ...paid, user: request.user!.id }));
  }

  @Post('payments')
  clientPayment(@Body() body: PaymentBody & { client_id?: unknown; date?: unknown }, @Req() request: SignedIn) {
    const paid = money(body, [
      ...(isId(body?.client_id) ? [] : ['client_id must be a positive integer']),
      ...(isDate(body?.date) ? [] : ['date must be a YYYY-MM-DD string']),
    ]);
    return refusedAs409(this.pool, (client) =>
      payClient(client, {
        client: body.client_id as number,
        date: body.date as string,
        ...paid,
        user: request.user!.id,
      }),
    );
  }
}

const isQuantity = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;
const isRate = (value: unknown): value is string => isAmount(value) && Number(value) > 0;
const isCopRate = (value: unknown) =>
  value == null || (typeof value === 'string' && /^\d{1,8}(\.\d{1,4})?$/.test(value));

@Controller('api')
class StockCommandsController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Post('taxes')
  rate(@Body() body: { change?: unknown; cop_change?: unknown }, @Req() request: SignedIn) {
    const errors = [
      ...(isRate(body?.change) ? [] : ['change must be a positive amount with 2 decimals']),
      ...(isCopRate(body?.cop_change) ? [] : ['cop_change must be an amount with 4 decimals']),
    ];
    if (errors.length) throw new BadRequestException(errors);
    return refusedAs409(this.pool, (client) =>
      createRate(client, {
        change: body.change as string,
        cop_change: (body.cop_change as string | null) ?? null,
        user: request.user!.id,
      }),
    );
  }

  @Post('inventories')
  inventory(@Body() body: { type?: unknown; lines?: unknown }, @Req() request: SignedIn) {
    const lines = Array.isArray(body?.lines) ? (body.lines as Partial<PlainInventoryLine>[]) : [];
    const errors = [
      ...(body?.type === 'add' || body?.type === 'return' ? [] : ['type must be add or return']),
      ...(lines.length > 0 ? [] : ['lines must hold at least one line']),
      ...lines.flatMap((line, index) =>
        isId(line?.product_id) && isId(line.deposit_id) && isQuantity(line.quantity)
          ? []
          : [`lines.${index} needs product_id, deposit_id and a quantity of at least 1`],
      ),
    ];
    if (new Set(lines.map((line) => line?.product_id)).size !== lines.length) errors.push('a product is repeated');
    if (errors.length) throw new BadRequestException(errors);
    return refusedAs409(this.pool, (client) =>
      createInventory(client, {
        type: body.type as 'add' | 'return',
        lines: lines as PlainInventoryLine[],
        user: request.user!.id,
      }),
    );
  }

  @Post('inventories/:id/approve')
  @HttpCode(200)
  approve(@Param('id') id: string, @Req() request: SignedIn) {
    const inventory = Number(id);
    if (!isId(inventory)) throw new BadRequestException(['id must be a positive integer']);
    return refusedAs409(this.pool, (client) => approveInventory(client, { id: inventory, user: request.user!.id }));
  }
}

@Injectable()
class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}
  onApplicationShutdown() {
    return this.pool.end();
  }
}

@Module({
  controllers: [LoginController, PaymentsController, StockCommandsController],
  providers: [{ provide: PG_POOL, useFactory: createPool }, PoolCloser, { provide: APP_GUARD, useClass: SessionGuard }],
})
class ConventionalModule {}

async function bootstrap(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const app = await NestFactory.create(ConventionalModule, { logger: ['error', 'warn'] });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3402), '127.0.0.1');
}

if (require.main === module)
  bootstrap().catch((error) => {
    console.error(error);
    process.exit(1);
  });
