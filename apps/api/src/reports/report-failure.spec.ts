/**
 * Why this exists: a failed report says why in Spanish (RULES.md, Report files); these specs give
 * the errors the workers meet (the file system's, PostgreSQL's, puppeteer's, a bug's) and check
 * the sentence the user reads: a known cause in Spanish, any other a generic Spanish sentence,
 * never the English error (which only the server's log keeps).
 */
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { failureMessage, knownReason, logged, ReportFailure, UNEXPECTED_REASON } from './report-failure';

const REPORTS = path.join('/srv', 'bo', 'reports');

/** An error as Node's file system throws it. */
const systemError = (code: string, syscall: string, file: string, dest?: string) =>
  Object.assign(new Error(`${code}: something happened, ${syscall} '${file}'`), {
    code,
    syscall,
    path: file,
    ...(dest ? { dest } : {}),
  });

/** An error as node-postgres throws PostgreSQL's. */
const databaseError = (code: string) =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code, severity: 'ERROR' });

describe('a failed report’s reason', () => {
  it('given a failure already said in Spanish, then it is the reason as it is', () => {
    expect(failureMessage(new ReportFailure('el depósito seleccionado ya no existe.'), REPORTS)).toBe(
      'No se pudo generar el reporte: el depósito seleccionado ya no existe.',
    );
  });

  it.each([
    ['EACCES', 'open', 'el servidor no tiene permiso para escribir en la carpeta de reportes.'],
    ['EROFS', 'open', 'la carpeta de reportes del servidor es de solo lectura.'],
    ['ENOSPC', 'write', 'no queda espacio en el disco del servidor.'],
    ['EEXIST', 'mkdir', 'la carpeta de reportes del servidor no existe o no es una carpeta.'],
    ['ENOTDIR', 'open', 'la carpeta de reportes del servidor no existe o no es una carpeta.'],
  ])('given %s on the reports folder, then it says so in Spanish', (code, syscall, reason) => {
    const file = syscall === 'mkdir' ? REPORTS : path.join(REPORTS, 'abc.xlsx.12.34.part');
    expect(failureMessage(systemError(code, syscall, file), REPORTS)).toBe(`No se pudo generar el reporte: ${reason}`);
  });

  it('given the file system’s own error (not made in this spec), then it is known too', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'report-failure-'));
    try {
      // The reports folder is a file: making it fails as it does on a server.
      const reports = path.join(folder, 'reports');
      await fs.writeFile(reports, 'no es una carpeta');
      const error = await fs.mkdir(reports, { recursive: true }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(failureMessage(error, reports)).toBe(
        'No se pudo generar el reporte: la carpeta de reportes del servidor no existe o no es una carpeta.',
      );
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('given a rename into the reports folder refused, then it is the folder’s reason (the error names both files)', () => {
    const error = systemError('EACCES', 'rename', '/tmp/elsewhere.part', path.join(REPORTS, 'abc.xlsx'));
    expect(knownReason(error, REPORTS)).toBe('el servidor no tiene permiso para escribir en la carpeta de reportes.');
  });

  it('given a file system error outside the reports folder, then it is not taken for the folder’s', () => {
    expect(knownReason(systemError('EACCES', 'open', '/etc/shadow'), REPORTS)).toBeNull();
    expect(knownReason(systemError('ENOENT', 'open', `${REPORTS}-viejos/x.xlsx`), REPORTS)).toBeNull();
  });

  it('given the database lost, refused or too busy, then it says so and asks to try again', () => {
    const unreachable = 'no se pudo conectar con la base de datos. Vuelva a pedirlo en unos minutos.';
    const busy = 'la base de datos no pudo responder a tiempo. Vuelva a pedirlo en unos minutos.';
    expect(knownReason(databaseError('57014'), REPORTS)).toBe(busy);
    expect(knownReason(databaseError('53300'), REPORTS)).toBe(busy);
    expect(knownReason(databaseError('53100'), REPORTS)).toBe('no queda espacio en el disco de la base de datos.');
    expect(knownReason(databaseError('08006'), REPORTS)).toBe(unreachable);
    expect(knownReason(databaseError('57P01'), REPORTS)).toBe(unreachable);
    expect(knownReason(systemError('ECONNREFUSED', 'connect', '127.0.0.1'), REPORTS)).toBe(unreachable);
    expect(knownReason(new Error('Connection terminated unexpectedly'), REPORTS)).toBe(unreachable);
    // A query the code got wrong is a bug, not the database's state.
    expect(knownReason(databaseError('42P01'), REPORTS)).toBeNull();
  });

  it('given puppeteer’s time-out or closed browser, then it speaks of the PDF', () => {
    const timeout = Object.assign(new Error('Navigation timeout of 30000 ms exceeded'), { name: 'TimeoutError' });
    const closed = Object.assign(new Error('Protocol error: Target closed'), { name: 'TargetCloseError' });
    expect(knownReason(timeout, REPORTS)).toBe('el PDF tardó demasiado en generarse. Vuelva a pedirlo.');
    expect(knownReason(closed, REPORTS)).toBe(
      'el navegador que genera los PDF se cerró mientras trabajaba. Vuelva a pedirlo.',
    );
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'total')")],
    ['a thrown string', 'something broke'],
    ['nothing', undefined],
  ])('given %s, then a generic Spanish sentence, without the English error', (_case, error) => {
    const message = failureMessage(error, REPORTS);
    expect(message).toBe(`No se pudo generar el reporte: ${UNEXPECTED_REASON}`);
    expect(message).not.toMatch(/Cannot|undefined|broke/);
  });

  it('logs the error with its causes', () => {
    const cause = new Error('Browser was not found at the configured executablePath (/nope)');
    const text = logged(new ReportFailure('no se pudo iniciar el navegador que genera los PDF.', { cause }));
    expect(text).toContain('ReportFailure: no se pudo iniciar el navegador que genera los PDF.');
    expect(text).toContain('Causado por: Error: Browser was not found at the configured executablePath (/nope)');
    expect(logged('texto')).toBe('texto');
  });
});
