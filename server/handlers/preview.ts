// The preview calls (issue 22, spec 2 §7): start a session from the unsaved content of one shop config,
// replace it, and read it by its id (public: the id is the credential). `url` is the page the panel frames:
// the storefront preview page, or the mocked preview when the request carries the mockedPreview feature flag
// (X-FeatureFlag-mockedPreview, X-FeatureFlag-mockedPreviewType: data | visual, spec 2 §6).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewSessionResponse } from '@generated/model';
import { authOf } from '../plugins/auth';
import {
  createPreviewSession,
  PreviewTooLargeError,
  readPreviewSession,
  updatePreviewSession,
  type PreviewSessionRow,
} from '../services/preview/preview-sessions';
import { previewPageUrl } from '../services/preview/preview-pages';
import { publicOrigin } from '../services/public-origin';
import { route, type Handlers } from './types';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
};

function answer(request: FastifyRequest, session: PreviewSessionRow): PreviewSessionResponse {
  const { publicUrl, allowedHosts } = request.server;
  const mocked = header(request, 'x-featureflag-mockedpreview');
  const type = header(request, 'x-featureflag-mockedpreviewtype');
  const url = previewPageUrl(publicOrigin({ publicUrl, allowedHosts }, request), {
    previewId: session.previewId,
    appId: session.appId,
    device: session.device,
    mocked: mocked !== undefined && mocked !== '' && mocked !== 'false',
    mockedPreviewType: type === 'data' ? 'data' : 'visual',
  });
  return { data: { previewId: session.previewId, url, expiresAt: session.expiresAt.toISOString() } };
}

/** Runs a write; a session over the size bound answers 413 with its field message. */
async function bounded<T>(reply: FastifyReply, write: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof PreviewTooLargeError)) throw error;
    return reply.code(413).send({ message: error.message, errors: error.errors });
  }
}

export const previewHandlers: Handlers = {
  createPreview: route<'createPreview'>(async (request, reply) => {
    const { user } = authOf(request);
    const owner = { tenantId: user.tenantId, userId: user.id };
    return bounded(reply, async () => {
      const session = await createPreviewSession(
        request.server.db,
        owner,
        request.body,
        request.server.now(),
      );
      return reply.code(201).send(answer(request, session));
    });
  }),

  updatePreview: route<'updatePreview'>(async (request, reply) => {
    const { user } = authOf(request);
    const owner = { tenantId: user.tenantId, userId: user.id };
    return bounded(reply, async () => {
      const session = await updatePreviewSession(
        request.server.db,
        owner,
        request.params.previewId,
        request.body,
        request.server.now(),
      );
      return answer(request, session);
    });
  }),

  getPreview: route<'getPreview'>(async (request, reply) => {
    const data = await readPreviewSession(request.server.db, request.params.previewId, request.server.now());
    // The content is unsaved work: never kept by a shared cache.
    void reply.header('cache-control', 'no-store');
    return { data };
  }),
};
