// A local SMTP server in the test process (smtp-server): what the app sends through nodemailer
// arrives here, parsed (postal-mime), so tests read recipients, subjects, bodies and headers.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name (unfolded). */
  header(name: string): string | undefined;
}

export interface TestSmtpServer {
  url: string;
  readonly received: ReceivedMail[];
  /** The next `times` deliveries to `address` are refused at RCPT TO with `code` (451: try later, 550: never). */
  refuse(address: string, code: number, times: number): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, { code: number; times: number }>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on 127.0.0.1: no self-signed STARTTLS for nodemailer to trip on.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address);
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = Object.assign(new Error(refusal.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
          responseCode: refusal.code,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              header: (name) => email.headers.find((h) => h.key === name.toLowerCase())?.value,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(address, code, times) {
      refusals.set(address, { code, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
