// The mailer from configuration: SMTP (nodemailer) when SMTP_URL is set, else the server log, so
// `npm start` works offline. Address verification, security notices and newsletters all go through it.
import { createTransport } from 'nodemailer';
import { createLogMailer, type Mailer } from '../../lib/mailer';

export interface MailEnv {
  /** smtp://user:pass@host:587 or smtps://…:465; absent → mail is written to the log. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  from: string;
}

export function readMailEnv(env: NodeJS.ProcessEnv = process.env, publicUrl = 'http://localhost:3000'): MailEnv {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `Инвестрадар <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

export interface ClosableMailer extends Mailer {
  /** Closes the SMTP connections (nothing for the log mailer). */
  close(): void;
}

/**
 * SMTP through nodemailer. Timeouts are short (the defaults wait minutes): a hung server must not hold
 * a sender's claim on its rows past their lease (sender.ts), it fails the attempt and it is retried.
 */
export function createSmtpMailer(options: { url: string; from: string }): ClosableMailer {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export function createMailer(env: MailEnv, log: (message: string) => void): ClosableMailer {
  if (env.smtpUrl) return createSmtpMailer({ url: env.smtpUrl, from: env.from });
  return { ...createLogMailer(log), close: () => undefined };
}

/** Whether a sending error is final (a 5xx answer: bad address, refused content) rather than worth a retry. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
