/** Outgoing mail as a port: the server logs messages by default; tests capture them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (newsletters, src/mail/templates.ts). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Development mailer: writes the message (with its link) to the server log. */
export function createLogMailer(log: (message: string) => void): Mailer {
  return {
    async send(message) {
      log(`mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
