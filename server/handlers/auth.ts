// Sign-in, sign-out and the current user (tag `auth`).
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { normaliseEmail } from '../services/passwords';
import { createSession, hashToken, revokeSession } from '../services/sessions';
import { findUserByEmail, toCurrentUser } from '../services/users';
import { route, type Handlers } from './types';

/** The 429 of a locked login: 'Please try again in 1 second.' / '… in 896 seconds.' */
export const tooManyAttempts = (wait: number) =>
  `Too many login attempts. Please try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`;

// No full stop: the back office shows it as '{server message}: Please check your credentials' (spec 1 §8).
export const WRONG_CREDENTIALS = 'These credentials do not match our records';

export const authHandlers: Handlers = {
  login: route<'login'>(async (request) => {
    const { db, passwords, loginLimits } = request.server;
    const email = normaliseEmail(request.body.email);
    // The client address as far as trusted proxies tell it (TRUST_PROXY), never a header it sent itself.
    const address = request.ip;

    const wait = await loginLimits.begin(email, address);
    if (wait > 0) {
      throw new HttpError(429, tooManyAttempts(wait), {
        'retry-after': String(wait),
      });
    }

    const user = await findUserByEmail(db, email);
    const valid = user
      ? await passwords.verify(user.passwordHash, request.body.password)
      : await passwords.verifyNothing(request.body.password).then(() => false);
    // The attempt was counted as a failure by begin(); only a success takes it back.
    if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);

    await loginLimits.succeeded(email, address);
    const session = await createSession(db, user.id);
    // After the session committed: the activity log records the sign-in.
    request.server.domainEvents.emit({ type: 'user.signedIn', tenantId: user.tenantId, actorId: user.id });
    return { token: session.token, expiresAt: session.expiresAt.toISOString() };
  }),

  logout: route<'logout'>(async (request, reply) => {
    const { token } = authOf(request);
    await revokeSession(request.server.db, token);
    // Every process forgets the session, not only after its cache entry runs out.
    await request.server.sessionCache.forgetToken(hashToken(token));
    request.server.realtime.endSession(hashToken(token));
    return reply.code(204).send();
  }),

  getCurrentUser: route<'getCurrentUser'>(async (request) => ({
    data: toCurrentUser(authOf(request).user),
  })),
};
