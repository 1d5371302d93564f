// GET /client-config (tag `health`, no token): the installation's settings the back office reads at start.
import { eq } from 'drizzle-orm';
import type { ClientConfigResponse } from '@generated/model';
import { users } from '../db/schema';
import { DEMO_EDITOR_EMAIL } from '../db/seed/demo-users';
import { route, type Handlers } from './types';

export const clientConfigHandlers: Handlers = {
  getClientConfig: route<'getClientConfig'>(async (request) => {
    const { server } = request;
    // The demo account is named only when it exists (the demo data was seeded) and never in production mode.
    const demo = server.production
      ? []
      : await server.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, DEMO_EDITOR_EMAIL))
          .limit(1);
    const answer: ClientConfigResponse = {
      data: {
        monitoringDsn: server.monitoringDsn ?? null,
        demoEmail: demo.length ? DEMO_EDITOR_EMAIL : null,
      },
    };
    return answer;
  }),
};
