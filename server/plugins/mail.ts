// Outgoing mail as `app.mailer`: SMTP when SMTP_URL is set, otherwise `.eml` files in {dataDir}/outbox/.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailerOptions } from '../services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mail(app: FastifyInstance, options: MailerOptions) {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mail, { name: 'mail' });
