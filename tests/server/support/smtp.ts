import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body. */
  data: string;
  user: string | undefined;
}

/** A real SMTP server on loopback that keeps what it receives and checks one login. */
export class LocalSmtp {
  readonly mails: ReceivedMail[] = [];
  port = 0;
  private readonly server: SMTPServer;

  private constructor(credentials: { username: string; password: string }) {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      logger: false,
      onAuth(auth, _session, callback) {
        const ok = auth.username === credentials.username && auth.password === credentials.password;
        callback(ok ? null : new Error('Invalid login'), ok ? { user: auth.username } : undefined);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          this.mails.push({
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((to) => to.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
  }

  static async start(credentials: { username: string; password: string }): Promise<LocalSmtp> {
    const smtp = new LocalSmtp(credentials);
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve()));
    smtp.port = (smtp.server.server.address() as AddressInfo).port;
    return smtp;
  }

  /** Waits for the n-th message. */
  async mail(count: number, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.mails[count - 1]!;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The `/login/recover/{token}` link of a mail (quoted-printable soft breaks undone). */
export function recoveryLinkOf(data: string): { origin: string; token: string; url: string } {
  const text = data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(https?:\/\/[^\s/]+)\/login\/recover\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no recovery link in: ${text}`);
  return { origin: match[1]!, token: match[2]!, url: match[0] };
}
