// The media library (tag `media`): image and video lists, get by id, delete. Uploads and file serving
// live in their own handlers.
import { authOf } from '../plugins/auth';
import { deleteMedia } from '../services/entities/write';
import { removeFileIfUnused } from '../services/uploads';
import { collectionHandlers } from './collection';
import { handler } from './types';

export const mediaLibraryHandlers = {
  ...collectionHandlers({ type: 'image', list: 'listMediaImages', get: 'getMediaImage' }),
  ...collectionHandlers({ type: 'video', list: 'listMediaVideos', get: 'getMediaVideo' }),
  deleteMedia: handler<{ Params: { id: number } }>(async (request, reply) => {
    const row = await deleteMedia(request.server.db, authOf(request).user.tenantId, request.params.id);
    await removeFileIfUnused(request.server.db, request.server.files, row.hash);
    return reply.code(204).send();
  }),
};
