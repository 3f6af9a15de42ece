import { randomToken } from '../../lib/tokens';
import {
  FREE_COINS,
  MESSAGES,
  loginPayloadSchema,
  newPasswordProblem,
  registerPayloadSchema,
} from '@investradar/ui/domain';
import { isCommonPassword } from '../../lib/common-passwords';
import { ApiError, assertEmailLength, parseBody } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthTransaction } from './auth-transaction.repository';
import type { SessionsRepository } from './sessions.repository';
import type { UserRow, UsersRepository } from './users.repository';

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
  /** The partner campaign of the visitor's attribution cookie (ir_partner), credited on registration. */
  partnerCampaign?: string;
}

export interface NewSession {
  id: string;
  idHash: string;
  expiresAt: Date;
  user: UserRow;
}

/**
 * The link of the bonus popup (docs/product/flows.md): the messenger bot with a start code of this user's own, which
 * the bot exchanges for the gift. Random, so one user cannot claim another's bonus by guessing.
 */
export function bonusLink(telegramBotUrl: string): string {
  return `${telegramBotUrl}?start=bonus_${randomToken(18)}`;
}

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  transaction: AuthTransaction;
  telegramBotUrl: string;
}) {
  const { users, sessions, transaction, telegramBotUrl } = deps;

  /** Session fixation defence: whatever session the browser had is ended and a new id is issued. */
  async function startSession(
    tx: { sessions: SessionsRepository },
    user: UserRow,
    previousIdHash: string | undefined,
    meta: ClientMeta,
  ): Promise<NewSession> {
    if (previousIdHash) await tx.sessions.delete(previousIdHash);
    const session = await tx.sessions.create(user.id, meta);
    return { ...session, user };
  }

  return {
    async register(body: unknown, previousIdHash: string | undefined, meta: ClientMeta): Promise<NewSession> {
      const payload = parseBody(registerPayloadSchema, body);
      assertEmailLength(payload.email);
      // The lengths are the schema's; the list of common passwords is the server's (domain password.ts).
      const problem = newPasswordProblem(payload.password, isCommonPassword);
      if (problem) throw new ApiError(422, problem, { password: [problem] });
      const existing = await users.findByEmail(payload.email);
      if (existing) throw new ApiError(422, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      // Hashing takes ~100 ms: done before the transaction opens, so it holds nothing meanwhile.
      const passwordHash = await hashPassword(payload.password);
      // User, portfolio and session commit together: never a user without a portfolio.
      return transaction(async (tx) => {
        const user = await tx.users.insert({
          email: payload.email,
          name: payload.name,
          passwordHash,
          type: 'mbr_free',
          coins: 0,
          telegramBonusLink: bonusLink(telegramBotUrl),
        });
        // Two registrations of one address racing past the check above: the unique index decides.
        if (!user) throw new ApiError(422, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
        await tx.account.createPortfolio(user.id);
        // The free plan's coins as the ledger's first row: the ledger of every account sums to its balance.
        const bonus = await tx.coins({
          userId: user.id,
          amount: FREE_COINS,
          reason: 'registration',
          key: `registration:${user.id}`,
        });
        if (meta.partnerCampaign) await tx.attributePartner(user.id, meta.partnerCampaign);
        return startSession(
          tx,
          bonus.status === 'applied' ? { ...user, coins: bonus.balance } : user,
          previousIdHash,
          meta,
        );
      });
    },

    async login(body: unknown, previousIdHash: string | undefined, meta: ClientMeta): Promise<NewSession> {
      const payload = parseBody(loginPayloadSchema, body);
      const user = await users.findByEmail(payload.email);
      let ok = await verifyPassword(user?.passwordHash, payload.password);
      // Passwords used to be trimmed before hashing; now they are taken as typed. An account whose
      // password was set with spaces around it still signs in with what it typed then.
      const trimmed = payload.password.trim();
      if (!ok && user?.passwordHash && trimmed !== payload.password && trimmed !== '')
        ok = await verifyPassword(user.passwordHash, trimmed);
      if (!user || !ok) throw new ApiError(401, MESSAGES.invalidCredentials, { form: [MESSAGES.invalidCredentials] });
      // Ending the old session and starting the new one: both or neither.
      return transaction((tx) => startSession(tx, user, previousIdHash, meta));
    },

    async logout(idHash: string | undefined): Promise<void> {
      if (idHash) await sessions.delete(idHash);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
