/**
 * @nestjs/terminus 12 is an ES module only; this CommonJS build (module node16) may not import it
 * the usual way, yet Node (>= 20.19) require()s it fine. Its values are taken through require()
 * here, typed by a type-only import, and the rest of the code imports them from this file.
 */
import type * as Terminus from '@nestjs/terminus' with { 'resolution-mode': 'import' };

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const terminus = require('@nestjs/terminus') as typeof Terminus;

export const TerminusModule = terminus.TerminusModule;
export type TerminusModule = Terminus.TerminusModule;
export const HealthCheckService = terminus.HealthCheckService;
export type HealthCheckService = Terminus.HealthCheckService;
export const HealthIndicatorService = terminus.HealthIndicatorService;
export type HealthIndicatorService = Terminus.HealthIndicatorService;
export type HealthIndicatorResult = Terminus.HealthIndicatorResult;
export type HealthIndicatorFunction = Terminus.HealthIndicatorFunction;
export type HealthCheckResult = Terminus.HealthCheckResult;
