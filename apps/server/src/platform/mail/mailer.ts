// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise written to the log so a
// developer can follow links without a mail server.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  logger: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      send(mail) {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'mail (no SMTP_URL set)',
        );
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
