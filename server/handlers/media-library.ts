// The media library (tag `media`): image and video lists, get by id, delete. Uploads and file serving
// live in their own handlers.
import { authOf } from '../plugins/auth';
import { deleteMedia } from '../services/entities/delete';
import { collectionHandlers } from './collection';
import { handler } from './types';

export const mediaLibraryHandlers = {
  ...collectionHandlers({ type: 'image', list: 'listMediaImages', get: 'getMediaImage' }),
  ...collectionHandlers({ type: 'video', list: 'listMediaVideos', get: 'getMediaVideo' }),
  deleteMedia: handler<{ Params: { id: number } }>(async (request, reply) => {
    await deleteMedia(request.server.db, authOf(request).user.tenantId, request.params.id);
    return reply.code(204).send();
  }),
};
