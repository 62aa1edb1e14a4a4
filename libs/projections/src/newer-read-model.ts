/**
 * Why: while an older release still runs, a newer one may upgrade a read model under it (a shadow
 * rebuild swapped in with a higher version). The older runner must not feed tables it does not
 * understand, nor its process answer from them: it stops that projection and says so, in Spanish
 * and English, and its host reports it (readiness should fail).
 */
export class NewerReadModelError extends Error {
  constructor(
    readonly schema: string,
    readonly projection: string,
    readonly storedVersion: number,
    readonly codeVersion: number,
  ) {
    super(
      `Se detiene la proyección ${schema}.${projection}: otro proceso la actualizó a la versión ${storedVersion} y ` +
        `este programa es la ${codeVersion}; este proceso no debe seguir atendiendo: reinícielo con la versión nueva. ` +
        `(Stopping projection ${schema}.${projection}: another process upgraded it to version ${storedVersion}, newer ` +
        `than this code's ${codeVersion}; this process should stop serving: restart it on the new release.)`,
    );
    this.name = 'NewerReadModelError';
  }
}
