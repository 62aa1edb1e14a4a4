/**
 * The process's one pino logger (structured JSON lines on stdout): its level from LOG_LEVEL (Nest's
 * names, 'log' and 'verbose' included, or pino's), pretty lines only in development
 * (NODE_ENV=development or LOG_PRETTY=true), and the secrets a line might carry removed.
 */
import pino, { Level, Logger } from 'pino';

/** LOG_LEVEL as pino's level: Nest's 'log' is pino's 'info', 'verbose' its 'trace'; unset: 'info'. */
export function pinoLevelOf(value: string | undefined): Level | 'silent' {
  const text = (value ?? '').trim().toLowerCase();
  const aliases: Record<string, Level | 'silent'> = { log: 'info', verbose: 'trace', silent: 'silent' };
  if (aliases[text]) return aliases[text];
  const levels: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
  return levels.includes(text) ? (text as Level) : 'info';
}

/** Whether the lines are pino-pretty's colored ones instead of JSON. */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.LOG_PRETTY === 'true' || (env.NODE_ENV === 'development' && env.LOG_PRETTY !== 'false');
}

/** Paths of a line that never reach the log, whatever code logged them. */
const SECRETS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'headers.cookie',
  'headers.authorization',
];

export function createRootLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  return pino({
    level: pinoLevelOf(env.LOG_LEVEL),
    // 'level":"info"' rather than 30: what an operator greps for.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: SECRETS, remove: true },
    ...(prettyLogs(env) ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
}
