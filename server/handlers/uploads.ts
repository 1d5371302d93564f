// Uploads of the media library (tag `media`): POST /media/images (field `upload`) and POST /media/videos
// (field `file`). A refused upload answers 413 or 422 in the Laravel shape with `errors.upload[0]`.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaImageResponse, MediaKind, MediaVideoResponse } from '@generated/model';
import { authOf } from '../plugins/auth';
import { hasNul } from '../plugins/request-bounds';
import { receiveUpload, storeUpload, toUploadedMedia, UploadError } from '../services/uploads';
import { toValidationResponse } from '../validation/laravel-errors';
import type { Handlers } from './types';

const FIELD: Record<MediaKind, string> = { image: 'upload', video: 'file' };

function upload(kind: MediaKind) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = authOf(request);
    const { files, uploadLimits, db, imageMaxPixels } = request.server;
    try {
      const { filename, file } = await receiveUpload(request, files, FIELD[kind], uploadLimits[kind]);
      // The name is stored as text, which PostgreSQL refuses with a NUL in it.
      if (hasNul(filename)) throw new UploadError(422, 'The upload file name must not contain a NUL byte.');
      const row = await storeUpload(db, files, {
        kind,
        filename,
        file,
        tenantId: user.tenantId,
        userId: user.id,
        maxPixels: imageMaxPixels,
      });
      // After the upload's row committed: the activity log records it.
      request.server.domainEvents.emit({
        type: 'media.uploaded',
        tenantId: user.tenantId,
        mediaId: row.id,
        actorId: user.id,
      });
      const answer: MediaImageResponse | MediaVideoResponse = {
        data: toUploadedMedia(row, user),
      };
      return reply.code(201).send(answer);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return reply.code(error.statusCode).send(toValidationResponse(error.errors));
    }
  };
}

export const uploadsHandlers: Handlers = {
  uploadImage: upload('image'),
  uploadVideo: upload('video'),
};
