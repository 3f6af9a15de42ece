import {
  MESSAGES,
  newPasswordProblem,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updateNotificationsPayloadSchema,
  updatePasswordPayloadSchema,
  type AppConfig,
  type FormResult,
  type Notifications,
  type User,
} from '@investradar/ui/domain';
import { ApiError, assertEmailLength, parseBody } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { isCommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AccountRepository } from './account.repository';
import type { AuthTransaction } from './auth-transaction.repository';
import type { EmailVerificationsRepository } from './email-verifications.repository';
import { normalizeEmail, type UserRow, type UsersRepository } from './users.repository';
import { effectiveType, toGuestUser, toUser } from './account-view';
import type { ReadCache } from '../../lib/read-cache';

/** Texts of this service the domain does not carry. */
export const ACCOUNT_MESSAGES = {
  emailChanged:
    'Мы отправили письмо на новый адрес. Email для входа изменится, когда Вы перейдете по ссылке из письма.',
  verifySubject: 'Подтвердите новый email в Инвестрадаре',
  oldAddressSubject: 'Запрошена смена email в Инвестрадаре',
  takenAddressSubject: 'Попытка указать Ваш email в Инвестрадаре',
  passwordChanged: 'Пароль изменен. Другие сеансы завершены.',
} as const;

/**
 * What the route lends a sensitive change (http/throttle.ts): the current password counts as a login
 * attempt against the account, and email changes are limited per account and per target address.
 */
export interface ReauthGuard {
  beforePasswordCheck(): Promise<void>;
  passwordAccepted(): Promise<void>;
  beforeEmailChange(targetEmail: string): Promise<void>;
}

export interface AccountServiceDeps {
  users: UsersRepository;
  account: AccountRepository;
  emailVerifications: EmailVerificationsRepository;
  /** One transaction for the writes of a password change (new hash, other sessions ended). */
  transaction: AuthTransaction;
  mailer: Mailer;
  config: AppConfig;
  /** Base address for links in emails, e.g. https://investradar.ru */
  publicUrl: string;
  readCache: ReadCache;
}

/** The first moment after now at which the view stops being true by itself (access or a plan running out). */
export function viewValidUntil(user: User, now = Date.now()): number | undefined {
  const moments = [user.meta.premium_access?.expires_at, ...user.subscriptions.map((s) => s.expires_at)]
    .map((iso) => (iso ? Date.parse(iso) : NaN))
    .filter((t) => t > now);
  return moments.length ? Math.min(...moments) : undefined;
}

const ok = (message = ''): FormResult => ({ success: true, errors: {}, message });

export function createAccountService(deps: AccountServiceDeps) {
  const { users, account, emailVerifications, transaction, mailer, config, publicUrl, readCache } = deps;

  async function view(row: UserRow | null): Promise<User> {
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
  }

  /** Re-authentication: a wrong or missing current password is 422 under `current_password`. */
  async function confirmCurrentPassword(
    user: UserRow,
    currentPassword: string | undefined,
    guard: ReauthGuard,
  ): Promise<void> {
    if (!user.passwordHash) return;
    if (currentPassword === undefined) {
      throw new ApiError(422, MESSAGES.currentPasswordRequired, {
        current_password: [MESSAGES.currentPasswordRequired],
      });
    }
    await guard.beforePasswordCheck();
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new ApiError(422, MESSAGES.currentPasswordWrong, { current_password: [MESSAGES.currentPasswordWrong] });
    }
    await guard.passwordAccepted();
  }

  return {
    view,

    peekViewJson: (row: UserRow | null): Buffer | undefined => readCache.peekAccountView(row?.id ?? null),

    /** GET /api/account's body, serialized once and kept in the read cache until the data changes. */
    viewJson(row: UserRow | null): Promise<Buffer> {
      return readCache.accountView(row?.id ?? null, async () => {
        const user = await view(row);
        return { value: Buffer.from(JSON.stringify({ results: { user } })), validUntil: viewValidUntil(user) };
      });
    },

    async updateName(userId: number, body: unknown): Promise<FormResult> {
      const { name } = parseBody(updateNamePayloadSchema, body);
      await users.update(userId, { name });
      return ok(MESSAGES.saved);
    },

    /**
     * Issue #12: the current password confirms the change (an account without one — social login —
     * confirms by the link alone); the new address becomes the login only when the link sent to it is
     * followed (verifyEmail), and the old address is told. Taken and free addresses get the same answer;
     * the owner of a taken one is told that someone tried to use it, and nothing else happens.
     */
    async updateEmail(user: UserRow, body: unknown, guard: ReauthGuard): Promise<FormResult> {
      const payload = parseBody(updateEmailPayloadSchema, body);
      const email = normalizeEmail(payload.email);
      assertEmailLength(email);
      await confirmCurrentPassword(user, payload.current_password, guard);
      if (email === user.email) return ok(MESSAGES.saved);
      await guard.beforeEmailChange(email);
      const owner = await users.findByEmail(email);
      if (owner) {
        await mailer.send({
          to: email,
          subject: ACCOUNT_MESSAGES.takenAddressSubject,
          text: `Здравствуйте, ${owner.name}!\n\nКто-то пытался указать адрес ${email} как email другого аккаунта Инвестрадара. Ваш аккаунт не изменен. Если это были Вы, войдите с этим адресом; если нет — просто проигнорируйте письмо.`,
        });
      } else {
        const token = await emailVerifications.create(user.id, email);
        await mailer.send({
          to: email,
          subject: ACCOUNT_MESSAGES.verifySubject,
          text: `Здравствуйте, ${user.name}!\n\nЧтобы подтвердить адрес, откройте ссылку: ${publicUrl}/api/account/verify-email?token=${token}\n\nСсылка действует 48 часов. До подтверждения вход по-прежнему по старому адресу.`,
        });
      }
      if (user.email)
        await mailer.send({
          to: user.email,
          subject: ACCOUNT_MESSAGES.oldAddressSubject,
          text: `Здравствуйте, ${user.name}!\n\nДля Вашего аккаунта Инвестрадара запрошена смена email на ${email}. Адрес изменится, когда по ссылке из письма на новый адрес перейдут. Если это были не Вы, смените пароль и завершите другие сеансы.`,
        });
      return ok(ACCOUNT_MESSAGES.emailChanged);
    },

    /** Makes the pending address the login when the token is live and the address is still free. */
    async verifyEmail(token: unknown): Promise<boolean> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
      return emailVerifications.consume(token);
    },

    /**
     * The new password follows the policy (domain password.ts, the list of common passwords loaded
     * here) and the current password confirms it; an account without one (social login) sets its first.
     * The current session stays; every other session of the account ends.
     */
    async updatePassword(
      user: UserRow,
      currentSessionHash: string,
      body: unknown,
      guard: ReauthGuard,
    ): Promise<FormResult> {
      const payload = parseBody(updatePasswordPayloadSchema, body);
      const problem = newPasswordProblem(payload.password, isCommonPassword);
      if (problem) throw new ApiError(422, problem, { password: [problem] });
      await confirmCurrentPassword(user, payload.current_password, guard);
      const passwordHash = await hashPassword(payload.password);
      // Both or neither: a new password with the old sessions still alive would keep a thief signed in.
      await transaction(async (tx) => {
        await tx.users.update(user.id, { passwordHash });
        await tx.sessions.deleteOthers(user.id, currentSessionHash);
      });
      return ok(ACCOUNT_MESSAGES.passwordChanged);
    },

    async updateNotifications(userId: number, body: unknown): Promise<FormResult & { notifications: Notifications }> {
      const notifications = parseBody(updateNotificationsPayloadSchema, body);
      await users.updateNotifications(userId, notifications);
      return { ...ok(MESSAGES.saved), notifications };
    },

    async finishOnboarding(userId: number): Promise<{ success: true }> {
      await users.update(userId, { onboarding: false });
      return { success: true };
    },

    async viewedBonusModal(userId: number): Promise<{ success: true }> {
      await users.update(userId, { needShowBonusModal: false });
      return { success: true };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
