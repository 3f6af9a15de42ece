import { MESSAGES, updateNamePayloadSchema, type AppConfig, type FormResult, type User } from '../domain';
import { parseBody } from '../lib/errors';
import type { AccountRepository } from '../repositories/account';
import type { UserRow, UsersRepository } from '../repositories/users';
import { effectiveType, toGuestUser, toUser } from './account-view';

export function createAccountService(deps: { users: UsersRepository; account: AccountRepository; config: AppConfig }) {
  const { users, account, config } = deps;

  return {
    async view(row: UserRow | null): Promise<User> {
      if (!row) return toGuestUser(await account.permissions('mbr_guest'));
      const [permissions, subscriptions, portfolio, bets, votes, isBrokerAdmin] = await Promise.all([
        account.permissions(effectiveType(row)),
        account.subscriptions(row.id),
        account.portfolio(row.id),
        account.bets(row.id),
        account.votes(row.id),
        account.isBrokerAdmin(row.id),
      ]);
      return toUser(row, { permissions, subscriptions, portfolio, bets, votes, isBrokerAdmin }, config);
    },

    async updateName(userId: number, body: unknown): Promise<FormResult> {
      const { name } = parseBody(updateNamePayloadSchema, body);
      await users.update(userId, { name });
      return { success: true, errors: {}, message: MESSAGES.saved };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
