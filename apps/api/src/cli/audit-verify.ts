/**
 * npm run audit:verify [-- --position N --hash H | -- --digest file.json]
 * Re-walks the sealed history (issue 32, item 2) and prints how far it is intact; with a digest kept
 * outside (its position and hash, or the JSON file the auditor's screen downloads) also checks the
 * chain against it. Exit code 1 naming the first altered, missing, inserted or reordered position.
 */
import { readFileSync } from 'fs';
import { verifyChain, Digest } from '../audit/chain/chain-verify';
import { runCheck } from './checking-cli';

const REASONS = {
  altered: 'alterado',
  missing: 'faltante',
  inserted: 'insertado',
  reordered: 'reordenado',
  digest: 'no coincide con el resumen',
} as const;

function digestFromArguments(args: string[]): Digest | undefined {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const file = value('digest');
  if (file) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { digest?: Digest } & Partial<Digest>;
    const digest = parsed.digest ?? parsed;
    if (!digest.position || !digest.hash) throw new Error(`${file} no tiene {position, hash}`);
    return { position: String(digest.position), hash: String(digest.hash) };
  }
  const position = value('position');
  const hash = value('hash');
  if (!position && !hash) return undefined;
  if (!position || !hash) throw new Error('Indique --position y --hash juntos');
  return { position, hash };
}

runCheck(4, async ({ pool, store }) => {
  const digest = digestFromArguments(process.argv.slice(2));
  const started = Date.now();
  const outcome = await verifyChain(pool, store, {
    digest,
    onProgress: (checked, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r${checked} / ${total} eventos`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (outcome.ok) {
    console.log(
      `OK: ${outcome.checked} eventos sellados verificados en ${seconds} s` +
        (outcome.head ? `; cabeza en la posición ${outcome.head.position}, hash ${outcome.head.hash}` : '') +
        (digest ? `; coincide con el resumen de la posición ${digest.position}` : ''),
    );
  } else {
    const bad = outcome.first_bad!;
    console.log(
      `FALLA en la posición ${bad.position}: evento ${REASONS[bad.reason]} (${bad.reason}); ` +
        `${outcome.checked} eventos verificados antes`,
    );
  }
  console.log(JSON.stringify(outcome));
  return outcome.ok;
});
