// A real SMTP server on loopback that keeps every mail the e2e server sends, and a tiny HTTP endpoint
// on loopback (GET /mails?to=<address>) from which journeys read them, links and all.
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_API_PORT, SMTP_PORT } from './ports';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

function listen(
  server: { listen: (port: number, host: string, done: () => void) => unknown },
  port: number,
) {
  return new Promise<void>((resolve) => {
    server.listen(port, '127.0.0.1', resolve);
  });
}

export async function startMailCatcher(): Promise<() => Promise<void>> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
          }
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  const api: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found =
      url.pathname === '/mails' ? mails.filter((mail) => to === undefined || mail.to === to) : null;
    response.writeHead(found === null ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ?? { detail: 'Not found.' }));
  });
  await listen(smtp, SMTP_PORT);
  await listen(api, MAIL_API_PORT);
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => api.close(() => resolve()));
  };
}
