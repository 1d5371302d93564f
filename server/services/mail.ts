// Outgoing mail: by SMTP when SMTP_URL is set, otherwise each message is written as an `.eml` file to
// `{dataDir}/outbox/` (open it with any mail client), so a fresh checkout sends nothing anywhere.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Where messages go: `smtp` or the outbox folder. */
  readonly transport: 'smtp' | 'outbox';
  readonly outboxDir: string;
  /** Resolves with the outbox file when written there. */
  send(message: MailMessage): Promise<{ file?: string }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  dataDir: string;
  from?: string;
}

export const DEFAULT_MAIL_FROM = 'Content <no-reply@content.localhost>';

export function createMailer({ smtpUrl, dataDir, from = DEFAULT_MAIL_FROM }: MailerOptions): Mailer {
  const outboxDir = join(dataDir, 'outbox');
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      outboxDir,
      async send(message) {
        await smtp.sendMail({ from, ...message });
        return {};
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    outboxDir,
    async send(message) {
      const info = await stream.sendMail({ from, ...message });
      const raw = info.message as unknown as Buffer;
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(outboxDir, name);
      // Written under a temporary name first, so a watcher of the folder never reads half a message.
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
      return { file };
    },
    close: () => stream.close(),
  };
}
