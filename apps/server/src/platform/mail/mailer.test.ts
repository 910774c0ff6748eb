import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../../test/smtp-catcher.js';
import { createMailer } from './mailer.js';

const mail = {
  to: 'player@example.com',
  subject: 'Confirm your e-mail',
  text: 'Open http://clutch.test/email/confirm/abc',
};

describe('mailer', () => {
  it('writes the mail to the log, and does not throw, when SMTP_URL is not set', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer(undefined, 'Clutch <no-reply@clutch.local>', logger);

    expect(mailer.kind).toBe('log');
    await expect(mailer.send(mail)).resolves.toBeUndefined();
    mailer.close();

    const entries = lines.map((line) => JSON.parse(line) as { mail?: unknown; msg?: string });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ mail, msg: 'mail (no SMTP_URL set)' });
  });

  it('sends through SMTP from MAIL_FROM when SMTP_URL is set', async () => {
    const smtp = await startSmtpCatcher();
    const lines: string[] = [];
    const mailer = createMailer(
      smtp.url,
      'Clutch <no-reply@clutch.local>',
      pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    );
    try {
      expect(mailer.kind).toBe('smtp');
      await mailer.send(mail);
      expect(await smtp.next(mail.to)).toMatchObject({
        to: mail.to,
        subject: mail.subject,
        text: expect.stringContaining(mail.text) as unknown,
      });
      expect(lines).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
