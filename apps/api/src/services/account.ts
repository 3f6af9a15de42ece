import {
  MESSAGES,
  updateEmailPayloadSchema,
  updateNamePayloadSchema,
  updateNotificationsPayloadSchema,
  updatePasswordPayloadSchema,
  type AppConfig,
  type FormResult,
  type Notifications,
  type User,
} from '../domain';
import { ApiError, assertEmailLength, parseBody } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import { hashPassword } from '../lib/password';
import type { AccountRepository } from '../repositories/account';
import type { EmailVerificationsRepository } from '../repositories/email-verifications';
import type { SessionsRepository } from '../repositories/sessions';
import { normalizeEmail, type UserRow, type UsersRepository } from '../repositories/users';
import { effectiveType, toGuestUser, toUser } from './account-view';
import type { ReadCache } from './read-cache';

/** Texts of this service the domain does not carry. */
export const ACCOUNT_MESSAGES = {
  emailChanged: 'Email изменен. Мы отправили письмо со ссылкой для подтверждения нового адреса.',
  verifySubject: 'Подтвердите новый email в Инвестрадаре',
  passwordChanged: 'Пароль изменен. Другие сеансы завершены.',
} as const;

export interface AccountServiceDeps {
  users: UsersRepository;
  account: AccountRepository;
  sessions: SessionsRepository;
  emailVerifications: EmailVerificationsRepository;
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
  const { users, account, sessions, emailVerifications, mailer, config, publicUrl, readCache } = deps;

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

    async updateEmail(user: UserRow, body: unknown): Promise<FormResult> {
      const email = normalizeEmail(parseBody(updateEmailPayloadSchema, body).email);
      assertEmailLength(email);
      if (email === user.email) return ok(MESSAGES.saved);
      const taken = await users.findByEmail(email);
      if (taken || !(await users.updateEmail(user.id, email))) {
        throw new ApiError(422, MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
      const token = await emailVerifications.create(user.id, email);
      await mailer.send({
        to: email,
        subject: ACCOUNT_MESSAGES.verifySubject,
        text: `Здравствуйте, ${user.name}!\n\nЧтобы подтвердить адрес, откройте ссылку: ${publicUrl}/api/account/verify-email?token=${token}\n\nСсылка действует 48 часов.`,
      });
      return ok(ACCOUNT_MESSAGES.emailChanged);
    },

    async verifyEmail(token: unknown): Promise<boolean> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 100) return false;
      return emailVerifications.consume(token);
    },

    /** The current session stays; every other session of the account ends. */
    async updatePassword(userId: number, currentSessionHash: string, body: unknown): Promise<FormResult> {
      const { password } = parseBody(updatePasswordPayloadSchema, body);
      await users.update(userId, { passwordHash: await hashPassword(password) });
      await sessions.deleteOthers(userId, currentSessionHash);
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
