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
import { hashPassword as argon2Hash, verifyPassword } from '../../lib/password';
import type { Mailer } from '../../lib/mailer';
import { registrationAttemptMail } from '../mail';
import type { AuthTransaction } from './auth-transaction.repository';
import type { SessionsRepository } from './sessions.repository';
import type { UserRow, UsersRepository } from './users.repository';

export interface ClientMeta {
  ip?: string;
  userAgent?: string;
  /**
   * The partner campaign of the visitor's attribution cookie (ir_partner), credited on registration
   * unless the cookie is not the server's or the registration is the partner's own (repositories/partners.ts).
   */
  partner?: { campaignId: string; signed: boolean };
  /** The account signed in in this browser, if any (a partner registering another account of their own). */
  signedInUserId?: number;
  /** Whether this browser has signed in to the account of an address before (http/known-device.ts). */
  knownDeviceOf?: (email: string) => boolean;
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

/** Thrown inside the registration's transaction when a parallel registration took the address first. */
class AddressTaken extends Error {
  override name = 'AddressTaken';
}

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  transaction: AuthTransaction;
  telegramBotUrl: string;
  /** Where the owner of an address someone tries to register again is told (default: nowhere). */
  mailer?: Mailer;
  /** Base of the links in that letter. */
  publicUrl?: string;
  /** A mail that could not go out (it never changes the answer). */
  onMailError?: (error: unknown) => void;
  /** The password hash (argon2id); tests count its calls. */
  hashPassword?: (password: string) => Promise<string>;
}) {
  const { users, sessions, transaction, telegramBotUrl } = deps;
  const hashPassword = deps.hashPassword ?? argon2Hash;

  /**
   * The owner of a taken address learns that someone tried to register with it; the letter is sent
   * without waiting for it, so the answer takes the same time as a registration's.
   */
  function tellOwner(owner: UserRow) {
    if (!deps.mailer || !owner.email) return;
    const letter = registrationAttemptMail(deps.publicUrl ?? 'http://localhost:3000', {
      name: owner.name,
      email: owner.email,
    });
    deps.mailer.send(letter).catch((error: unknown) => deps.onMailError?.(error));
  }

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
    /**
     * A new account, signed in at once; or, when the address is taken, null and a letter to its owner.
     * Both ways hash the password (the ~60 ms of argon2id) and the route answers them alike, so neither
     * the answer nor its time tells whether an address is registered (docs/security.md).
     */
    async register(body: unknown, previousIdHash: string | undefined, meta: ClientMeta): Promise<NewSession | null> {
      const payload = parseBody(registerPayloadSchema, body);
      assertEmailLength(payload.email);
      // The lengths are the schema's; the list of common passwords is the server's (domain password.ts).
      const problem = newPasswordProblem(payload.password, isCommonPassword);
      if (problem) throw new ApiError(422, problem, { password: [problem] });
      // Hashing takes ~60–100 ms: done before the lookup's answer is used, on both paths, and before the
      // transaction opens, so it holds nothing meanwhile.
      const [existing, passwordHash] = await Promise.all([
        users.findByEmail(payload.email),
        hashPassword(payload.password),
      ]);
      if (existing) {
        tellOwner(existing);
        return null;
      }
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
        // Two registrations of one address racing past the check above: the unique index decides (its
        // failed statement has aborted this transaction, so it is rolled back), and the second is
        // answered as any taken address is.
        if (!user) throw new AddressTaken();
        await tx.account.createPortfolio(user.id);
        // The free plan's coins as the ledger's first row: the ledger of every account sums to its balance.
        const bonus = await tx.coins({
          userId: user.id,
          amount: FREE_COINS,
          reason: 'registration',
          key: `registration:${user.id}`,
        });
        if (meta.partner)
          await tx.attributePartner(user.id, meta.partner.campaignId, {
            signed: meta.partner.signed,
            email: user.email ?? payload.email,
            ip: meta.ip,
            signedInUserId: meta.signedInUserId,
            knownDeviceOf: meta.knownDeviceOf,
          });
        return startSession(
          tx,
          bonus.status === 'applied' ? { ...user, coins: bonus.balance } : user,
          previousIdHash,
          meta,
        );
      }).catch((error: unknown) => {
        if (error instanceof AddressTaken) return null;
        throw error;
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
