import type { Database } from '../../db/client';
import { createAccountRepository, type AccountRepository } from './account.repository';
import { attributeRegistration, type RegistrationOrigin } from '../partners';
import { applyOrThrow, type CoinChange, type CoinChangeResult } from '../league';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository';
import { createUsersRepository, type UsersRepository } from './users.repository';

/** The repositories a sign-in or a registration writes through, bound to one transaction. */
export interface AuthWriteRepositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  account: AccountRepository;
  /** A change of coins through the ledger (the registration bonus), in this transaction. */
  coins: (change: CoinChange) => Promise<CoinChangeResult>;
  /**
   * Credits the registration to a partner's campaign (when it exists and is not a self-referral), in
   * this transaction; true when credited.
   */
  attributePartner: (userId: number, campaignId: string, origin: RegistrationOrigin) => Promise<boolean>;
}

/**
 * Runs `work` in one database transaction: every write it makes through the given repositories
 * commits together or not at all (a crash or a failed statement in between leaves nothing behind).
 * Only the given repositories may be used inside: on PGlite a query on the outer handle would wait for
 * the transaction and never run.
 */
export type AuthTransaction = <T>(work: (repositories: AuthWriteRepositories) => Promise<T>) => Promise<T>;

export function createAuthTransaction(db: Database): AuthTransaction {
  return (work) =>
    db.transaction((tx) => {
      // A transaction is a PgDatabase with the same query API.
      const scoped = tx as unknown as Database;
      return work({
        users: createUsersRepository(scoped),
        sessions: createSessionsRepository(scoped),
        account: createAccountRepository(scoped),
        coins: (change) => applyOrThrow(scoped, change),
        attributePartner: async (userId, campaignId, origin) =>
          (await attributeRegistration(scoped, userId, campaignId, origin)).credited,
      });
    });
}
