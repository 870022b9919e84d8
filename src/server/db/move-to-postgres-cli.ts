// `npm run db:move-to-postgres -- <DATABASE_URL>`: copies the embedded database in DATA_DIR (the server
// stopped: the folder is locked for the move) into the empty PostgreSQL database at the URL, then
// prints each table's rows on both sides and the ledger check of both; exit 1 when they differ.
// Afterwards start the servers with DATABASE_URL set to that URL (docs/scaling.md).
import { readConfig } from '../config';
import { openDatabase } from './client';
import { lockUnlessPostgres } from './lock';
import { moveToPostgres } from './move-to-postgres';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'usage: npm run db:move-to-postgres -- postgres://user@host:5432/database   (an empty database; DATA_DIR names the embedded folder)',
  );
  process.exit(2);
}
const config = readConfig({ ...process.env, DATABASE_URL: '' });
const release = lockUnlessPostgres(config, 2, '(Stop the server first: the embedded database is copied while nothing writes to it.)');
const began = performance.now();
try {
  const source = await openDatabase({ dataDir: config.dataDir });
  const target = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const report = await moveToPostgres(source.db, target.db, () => target.migrate());
    for (const t of report.tables) console.log(`${t.source === t.target ? 'ok  ' : 'DIFF'} ${t.table}: ${t.source} -> ${t.target}`);
    console.log(`${report.sequences} sequences set`);
    console.log(
      `ledger: embedded ${report.ledger.source.length ? `BROKEN (${report.ledger.source.join(', ')})` : 'clean'}, PostgreSQL ${report.ledger.target.length ? `BROKEN (${report.ledger.target.join(', ')})` : 'clean'}`,
    );
    console.log(
      `${report.ok ? 'moved' : 'NOT moved cleanly'}: ${config.dataDir} -> ${new URL(url).pathname.slice(1)} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await target.close();
    await source.close();
  }
} catch (error) {
  const cause = (error as Error).cause as Error | undefined;
  console.error(`move failed: ${(error as Error).message}${cause ? `\n${cause.message}` : ''}`);
  process.exitCode = 1;
} finally {
  release();
}
