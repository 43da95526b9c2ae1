import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = Awaited<ReturnType<typeof PostalMime.parse>> & { envelopeTo: string[] };

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>`, usable as SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true, every message is answered with a temporary failure (451), as a full mailbox server would. */
  refusing: boolean;
  /** Milliseconds each message waits before it is accepted, as a slow server answers (0 by default). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for mail tests: it accepts without authentication or TLS and
 * parses each message with postal-mime. `port` 0 takes a free one; a given port lets a test bring
 * a "crashed" server back where the mailer expects it.
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const peer: SmtpPeer = {
    url: '',
    port: 0,
    received,
    refusing: false,
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The reverse lookup of 127.0.0.1 costs a few hundred ms per connection.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (peer.delayMs) await new Promise((resolve) => setTimeout(resolve, peer.delayMs));
        if (peer.refusing) return callback(Object.assign(new Error('Mailbox tijdelijk niet beschikbaar'), { responseCode: 451 }));
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  peer.port = (server.server.address() as AddressInfo).port;
  peer.url = `smtp://127.0.0.1:${peer.port}`;
  return peer;
}
