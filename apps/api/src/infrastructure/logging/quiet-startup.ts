/**
 * Nest's own start-up lines (a line per module loaded and per route mapped, some three hundred)
 * said at 'debug' instead of 'info': the request lines are 'info', and a start should not bury them.
 */
import type { LoggerService } from '@nestjs/common';

const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

export function quietStartup(logger: LoggerService): LoggerService {
  const contextOf = (params: unknown[]) => params[params.length - 1];
  return {
    log: (message: unknown, ...params: unknown[]) =>
      STARTUP_CONTEXTS.has(contextOf(params) as string)
        ? logger.debug?.(message, ...params)
        : logger.log(message, ...params),
    error: (message: unknown, ...params: unknown[]) => logger.error(message, ...params),
    warn: (message: unknown, ...params: unknown[]) => logger.warn(message, ...params),
    debug: (message: unknown, ...params: unknown[]) => logger.debug?.(message, ...params),
    verbose: (message: unknown, ...params: unknown[]) => logger.verbose?.(message, ...params),
    fatal: (message: unknown, ...params: unknown[]) => logger.fatal?.(message, ...params),
  };
}
