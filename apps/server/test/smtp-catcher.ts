// A real SMTP server on loopback that keeps what it receives, so tests read links out of real mails.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** The first mail to this address (whose text matches) not taken yet; waits for it if needed. */
  next(to: string, text?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          for (const to of recipients) {
            const mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
            mails.push(mail);
            const index = waiters.findIndex((w) => w.match(mail));
            if (index >= 0) waiters.splice(index, 1)[0]?.resolve(mail);
          }
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const taken = new Set<CaughtMail>();
  const fits = (mail: CaughtMail, to: string, text: RegExp | undefined) =>
    !taken.has(mail) && mail.to === to && (!text || text.test(mail.text));
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    mails,
    next(to, text, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const already = mails.find((m) => fits(m, address, text));
      if (already) {
        taken.add(already);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${String(timeoutMs)} ms`)),
          timeoutMs,
        );
        waiters.push({
          match: (mail) => fits(mail, address, text),
          resolve: (mail) => {
            clearTimeout(timer);
            taken.add(mail);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link matching ${String(pattern)} in: ${mail.text}`);
  return match[1];
}
