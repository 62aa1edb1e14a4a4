/**
 * Why this exists: a report that fails says why in Spanish (RULES.md, Report files), and what
 * makes it fail (a full disk, a folder the server cannot write, Chromium, the database) throws
 * errors in English. This turns a failure into the sentence the user reads on GET
 * /api/reports/{id}: a known cause in plain Spanish, any other a generic Spanish sentence; the
 * error itself goes only to the server's log (report.job.ts).
 */
import path from 'path';

/** A failure whose message is already the Spanish reason the user reads ('el depósito ... no existe'). */
export class ReportFailure extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ReportFailure';
  }
}

/** What a report that could not be written says before its reason. */
export const FAILED_PREFIX = 'No se pudo generar el reporte';

/** The reason of a failure with no known cause: the user asks again, or tells the administrator. */
export const UNEXPECTED_REASON =
  'ocurrió un error inesperado en el servidor. Vuelva a pedirlo; si se repite, avise al administrador.';

/** What is read of an error: Node's system errors, node-postgres' and puppeteer's add to Error's. */
interface ThrownError {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  dest?: unknown;
  severity?: unknown;
}

/**
 * The thrown value as an error's fields, or null. Read by shape, not `instanceof Error`: Node's
 * own errors come from another realm under jest's sandbox (and across worker threads).
 */
const errorFields = (error: unknown): ThrownError | null =>
  typeof error === 'object' && error !== null && typeof (error as ThrownError).message === 'string'
    ? (error as ThrownError)
    : null;

/** The file system's refusals on the reports folder, by their errno code. */
const FOLDER_REASONS: Record<string, string> = {
  EACCES: 'el servidor no tiene permiso para escribir en la carpeta de reportes.',
  EPERM: 'el servidor no tiene permiso para escribir en la carpeta de reportes.',
  EROFS: 'la carpeta de reportes del servidor es de solo lectura.',
  ENOSPC: 'no queda espacio en el disco del servidor.',
  EDQUOT: 'no queda espacio en el disco del servidor.',
  ENOENT: 'la carpeta de reportes del servidor no existe o no es una carpeta.',
  ENOTDIR: 'la carpeta de reportes del servidor no existe o no es una carpeta.',
  EEXIST: 'la carpeta de reportes del servidor no existe o no es una carpeta.',
  EISDIR: 'la carpeta de reportes del servidor no existe o no es una carpeta.',
  EMFILE: 'el servidor tiene demasiados archivos abiertos. Vuelva a pedirlo en unos minutos.',
  ENFILE: 'el servidor tiene demasiados archivos abiertos. Vuelva a pedirlo en unos minutos.',
};

const DATABASE_UNREACHABLE = 'no se pudo conectar con la base de datos. Vuelva a pedirlo en unos minutos.';
const DATABASE_BUSY = 'la base de datos no pudo responder a tiempo. Vuelva a pedirlo en unos minutos.';

/** Node's socket errors on the database's connection. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** node-postgres' own errors of a lost or refused connection (they carry no code). */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const inside = (folder: string, file: unknown): boolean => {
  if (typeof file !== 'string') return false;
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The Spanish reason of a known cause; null when the cause is unknown. */
export function knownReason(error: unknown, reportsDir: string): string | null {
  if (error instanceof ReportFailure) return error.message;
  const thrown = errorFields(error);
  if (!thrown) return null;
  const code = typeof thrown.code === 'string' ? thrown.code : '';
  if (code && typeof thrown.syscall === 'string') {
    if (CONNECTION_CODES.has(code)) return DATABASE_UNREACHABLE;
    if (FOLDER_REASONS[code] && (inside(reportsDir, thrown.path) || inside(reportsDir, thrown.dest)))
      return FOLDER_REASONS[code];
    return null;
  }
  // PostgreSQL's SQLSTATE: a connection lost or refused (08, 57P01-03), no resources left (53),
  // a statement cancelled by its time limit (57014).
  if (/^[0-9A-Z]{5}$/.test(code) && thrown.severity !== undefined) {
    if (code.startsWith('08') || /^57P0[123]$/.test(code)) return DATABASE_UNREACHABLE;
    if (code === '53100') return 'no queda espacio en el disco de la base de datos.';
    if (code.startsWith('53') || code === '57014') return DATABASE_BUSY;
    return null;
  }
  if (PG_CONNECTION_MESSAGES.test(String(thrown.message))) return DATABASE_UNREACHABLE;
  // puppeteer's: the page did not print in its time; the browser closed while printing it.
  if (thrown.name === 'TimeoutError') return 'el PDF tardó demasiado en generarse. Vuelva a pedirlo.';
  if (thrown.name === 'TargetCloseError')
    return 'el navegador que genera los PDF se cerró mientras trabajaba. Vuelva a pedirlo.';
  return null;
}

/** The sentence stored on the failed report: 'No se pudo generar el reporte: <reason>'. */
export function failureMessage(error: unknown, reportsDir: string): string {
  return `${FAILED_PREFIX}: ${knownReason(error, reportsDir) ?? UNEXPECTED_REASON}`;
}

/** The error as the server's log writes it: its message and, under it, its causes'. */
export function logged(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const thrown = errorFields(current);
    lines.push(
      thrown
        ? typeof thrown.stack === 'string'
          ? thrown.stack
          : `${String(thrown.name)}: ${thrown.message}`
        : String(current),
    );
    current = thrown?.cause;
  }
  return lines.join('\nCausado por: ');
}
