// The mail feature's public surface: the letters the jobs enqueue and send, their sources, the SMTP
// mailer main.ts builds, the registration-attempt letter and the unsubscribe route.
export { registrationAttemptMail } from './templates';
export { createSmtpMailer, readMailEnv } from './smtp-mailer';
export { contentNewsSource, leagueBetResultsSource } from './letter-sources.repository';
export { enqueueBetResults, enqueueNews, enqueuePortfolioEvents, enqueueWeeklyReview } from './letters.service';
export { sendPendingMail } from './sender.service';
export { registerUnsubscribeRoutes } from './unsubscribe.routes';
