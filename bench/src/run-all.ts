import { run as appends } from './appends';
import { run as projectionCatchUp } from './projection-catchup';
import { run as rateCommandHttp } from './rate-command-http';

/** `npm run bench`: every benchmark in turn; figures are printed, never asserted. */
async function main(): Promise<void> {
  console.log(`Benchmarks on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'}`);
  await appends();
  await projectionCatchUp();
  await rateCommandHttp();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
