// The account feature's public surface: sign-up, sign-in and sessions, the account's own calls, and
// the account row other features read (UserRow, effectiveType). Everything else here is internal.
export { effectiveType, toSubscription } from './account-view';
export { createUsersRepository, type UserRow } from './users.repository';
export { createSessionsRepository, sessionReusable, type SessionLookup } from './sessions.repository';
export { createAccountRepository, type AccountRepository } from './account.repository';
export { createEmailVerificationsRepository } from './email-verifications.repository';
export { createAuthTransaction } from './auth-transaction.repository';
export { bonusLink, createAuthService } from './auth.service';
export { createAccountService } from './account.service';
export { registerAuthRoutes } from './auth.routes';
export { registerAccountRoutes } from './account.routes';
