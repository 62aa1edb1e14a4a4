import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { ApplyThrottleModule } from './dealer-requests/apply-throttle';
import { RateLimitsModule } from './infrastructure/rate-limits/rate-limits.module';
import type { Knex } from 'knex';
import type { Pool } from 'pg';
import type { EventStore } from '@bo/event-store';
import type { ProjectionsHost } from '@bo/projections';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { EVENT_STORE, FILE_STORE, KNEX, PG_POOL, PROJECTIONS } from './infrastructure/database/tokens';
import type { FileStore } from './infrastructure/storage/file-store';
import { IdGenerator } from './infrastructure/database/id-generator';
import { JobQueues } from './infrastructure/jobs/job-queues';
import { IdempotencyInterceptor } from './infrastructure/http/idempotency.interceptor';
import { LostAnswerFault } from './infrastructure/http/lost-answer-fault';
import { AsOfInterceptor } from './infrastructure/http/as-of.interceptor';
import { RequestInterceptors } from './infrastructure/http/request-interceptors';
import { ClusterLock } from './shared/cluster-lock';
import { CommandExecutor } from './shared/command-executor';
import { AccessGuard } from './auth/guards/access.guard';
import { SessionStore } from './auth/sessions/session.store';
import { LoginThrottle } from './auth/throttle/login-throttle';
import { LoginService } from './auth/login/login.service';
import { LoginController } from './auth/login/login.http.controller';
import { LogoutController } from './auth/logout/logout.http.controller';
import { MeController } from './auth/me/me.http.controller';
import { USER_CONTROLLERS, USER_PROVIDERS } from './users/users.routes';
import { TaxeReader } from './rates/taxe-reader';
import { TaxeAsOf } from './rates/get-taxe/taxe-as-of';
import { CreateTaxeHandler } from './rates/create-taxe/create-taxe.handler';
import { UpdateTaxeHandler } from './rates/update-taxe/update-taxe.handler';
import { DeleteTaxeHandler } from './rates/delete-taxe/delete-taxe.handler';
import { ListTaxesHandler } from './rates/list-taxes/list-taxes.handler';
import { CreateTaxeController } from './rates/create-taxe/create-taxe.http.controller';
import { UpdateTaxeController } from './rates/update-taxe/update-taxe.http.controller';
import { DeleteTaxeController } from './rates/delete-taxe/delete-taxe.http.controller';
import { ListTaxesController } from './rates/list-taxes/list-taxes.http.controller';
import { CurrentTaxeController } from './rates/current-taxe/current-taxe.http.controller';
import { GetTaxeController } from './rates/get-taxe/get-taxe.http.controller';
import { ListLogsController } from './logs/list-logs/list-logs.http.controller';
import { HistoryController } from './history/history.http.controller';
import { VersionController } from './version/version.http.controller';
import { PAYMENT_METHOD_CONTROLLERS, PAYMENT_METHOD_PROVIDERS } from './payment-methods/payment-methods.routes';
import { HealthController } from './health/health.http.controller';
import { ReadinessIndicators } from './health/readiness.indicators';
import { TerminusModule } from './health/terminus';
import { AppMetrics } from './infrastructure/metrics/app-metrics';
import { MetricsController } from './infrastructure/metrics/metrics.http.controller';
import { RecordCommands } from './catalogue/record-commands';
import { UploadsController } from './uploads/uploads.http.controller';
import { UploadStore } from './uploads/upload-store';
import { RecordQueries } from './catalogue/record-queries';
import { RecordAsOf } from './catalogue/record-as-of';
import { catalogueController } from './catalogue/catalogue-controller';
import { CATALOGUE_RESOURCES } from './catalogue/catalogue-resources';
import { CATALOGUE_ROUTES_FIRST, CATALOGUE_PROVIDERS } from './catalogue/catalogue-extras';
import { STOCK_CONTROLLERS, STOCK_PROVIDERS } from './stock/stock.routes';
import { INVENTORY_CONTROLLERS, INVENTORY_PROVIDERS } from './inventories/inventories.routes';
import { TRANSFER_CONTROLLERS, TRANSFER_PROVIDERS } from './transfers/transfers.routes';
import { SHOPPING_CONTROLLERS, SHOPPING_PROVIDERS } from './shoppings/shoppings.routes';
import { ORDER_WRITE_CONTROLLERS, ORDER_WRITE_PROVIDERS } from './orders/orders-write.routes';
import { PAYMENT_WRITE_CONTROLLERS, PAYMENT_WRITE_PROVIDERS } from './payments/payments-write.routes';
import { ORDER_READ_CONTROLLERS, ORDER_READ_PROVIDERS } from './orders/orders-read.routes';
import { PAYMENT_READ_CONTROLLERS, PAYMENT_READ_PROVIDERS } from './payments/payments-read.routes';
import { DASHBOARD_CONTROLLERS, DASHBOARD_PROVIDERS } from './dashboard/dashboard.routes';
import { DEVOLUTION_CONTROLLERS, DEVOLUTION_PROVIDERS } from './devolutions/devolutions.routes';
import { REPORT_CONTROLLERS, REPORT_PROVIDERS } from './reports/reports.routes';
import { DEALER_REQUEST_CONTROLLERS, DEALER_REQUEST_PROVIDERS } from './dealer-requests/dealer-requests.routes';

import { AUDIT_CONTROLLERS, AUDIT_PROVIDERS } from './audit/audit.routes';
import { FISCAL_CONTROLLERS, FISCAL_PROVIDERS } from './fiscal/fiscal.routes';
import { SEALER } from './audit/chain/audit-chain';
import type { Sealer } from './audit/chain/sealer';
import { XsrfTokens } from './auth/xsrf/xsrf-tokens';

/** What createApp builds before Nest starts: connections, the event store, the projections, the queues. */
export interface AppResources {
  config: AppConfig;
  pool: Pool;
  knex: Knex;
  store: EventStore;
  projections: ProjectionsHost;
  jobs: JobQueues;
  /** Uploads and report files, shared by every process. */
  files: FileStore;
  metrics: AppMetrics;
  /** The process's pino logger: Nest's own logs and the request lines (createApp applies httpLogger first). */
  logger: PinoLogger;
  /** The anti-forgery tokens' shared key (the sign-in and sign-out set the new session's token). */
  xsrf: XsrfTokens;
  /** The history's sealer (issue 32): runs where the projections run; idle elsewhere. */
  sealer: Sealer;
}

@Module({})
export class AppModule {
  static register(resources: AppResources): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        RateLimitsModule.register(resources.config, resources.pool),
        ApplyThrottleModule,
        // useExisting: createApp's httpLogger runs before every other middleware and sets req.log; this binds it.
        LoggerModule.forRoot({
          pinoHttp: { logger: resources.logger },
          useExisting: true,
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        }),
        // The readiness controller logs its failures itself, once in a while.
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [
        LoginController,
        LogoutController,
        MeController,
        ...USER_CONTROLLERS,
        // 'current' before ':id'
        CurrentTaxeController,
        ListTaxesController,
        GetTaxeController,
        CreateTaxeController,
        UpdateTaxeController,
        DeleteTaxeController,
        ListLogsController,
        ...PAYMENT_METHOD_CONTROLLERS,
        ...STOCK_CONTROLLERS,
        ...INVENTORY_CONTROLLERS,
        ...TRANSFER_CONTROLLERS,
        ...SHOPPING_CONTROLLERS,
        ...ORDER_WRITE_CONTROLLERS,
        ...PAYMENT_WRITE_CONTROLLERS,
        ...ORDER_READ_CONTROLLERS,
        ...PAYMENT_READ_CONTROLLERS,
        ...DASHBOARD_CONTROLLERS,
        ...DEVOLUTION_CONTROLLERS,
        ...REPORT_CONTROLLERS,
        ...DEALER_REQUEST_CONTROLLERS,
        ...AUDIT_CONTROLLERS,
        ...FISCAL_CONTROLLERS,
        VersionController,
        HealthController,
        MetricsController,
        UploadsController,
        // A resource's own routes ('/clients/lookup') before the generic '/:id'.
        ...CATALOGUE_ROUTES_FIRST,
        ...CATALOGUE_RESOURCES.map(catalogueController),
        HistoryController,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: resources.config },
        { provide: PG_POOL, useValue: resources.pool },
        { provide: KNEX, useValue: resources.knex },
        { provide: EVENT_STORE, useValue: resources.store },
        { provide: PROJECTIONS, useValue: resources.projections },
        { provide: JobQueues, useValue: resources.jobs },
        { provide: FILE_STORE, useValue: resources.files },
        { provide: SEALER, useValue: resources.sealer },
        { provide: AppMetrics, useValue: resources.metrics },
        { provide: XsrfTokens, useValue: resources.xsrf },
        ReadinessIndicators,
        { provide: APP_GUARD, useClass: AccessGuard },
        // The three global interceptors, run as one layer (request-interceptors.ts).
        { provide: APP_INTERCEPTOR, useClass: RequestInterceptors },
        IdempotencyInterceptor,
        AsOfInterceptor,
        LostAnswerFault,
        IdGenerator,
        CommandExecutor,
        ClusterLock,
        SessionStore,
        LoginThrottle,
        LoginService,
        ...USER_PROVIDERS,
        TaxeReader,
        TaxeAsOf,
        CreateTaxeHandler,
        UpdateTaxeHandler,
        DeleteTaxeHandler,
        ListTaxesHandler,
        RecordCommands,
        UploadStore,
        RecordQueries,
        RecordAsOf,
        ...CATALOGUE_PROVIDERS,
        ...PAYMENT_METHOD_PROVIDERS,
        ...STOCK_PROVIDERS,
        ...REPORT_PROVIDERS,
        ...INVENTORY_PROVIDERS,
        ...TRANSFER_PROVIDERS,
        ...SHOPPING_PROVIDERS,
        ...ORDER_WRITE_PROVIDERS,
        ...PAYMENT_WRITE_PROVIDERS,
        ...ORDER_READ_PROVIDERS,
        ...PAYMENT_READ_PROVIDERS,
        ...DASHBOARD_PROVIDERS,
        ...DEVOLUTION_PROVIDERS,
        ...DEALER_REQUEST_PROVIDERS,
        ...AUDIT_PROVIDERS,
        ...FISCAL_PROVIDERS,
      ],
    };
  }
}
