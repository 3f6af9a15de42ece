// `npm run league:settle -w apps/api`: settles the bets of every closed idea not settled yet and
// recomputes the league rating, against the database the server would use. Safe to run any number of
// times (each idea is settled once); the price job runs the same settlement after closing ideas.
import { readServerEnv } from '../../config';
import { openDatabase } from '../../db/client';
import { exitIfLocked } from '../../lib/data-dir-lock';
import { createLeagueRepository } from './league.repository';

const env = readServerEnv();
const database = await openDatabase(
  env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir },
).catch(exitIfLocked);
try {
  await database.migrate();
  const result = await createLeagueRepository(database.db).settle();
  console.info(
    `[league] settled ${result.bets} bets on ${result.ideas} ideas: ${result.wins} wins, ${result.coins} coins paid`,
  );
} catch (error) {
  console.error('[league] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
