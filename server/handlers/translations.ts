// Translations (tag `translations`; spec 2 §7, issue 24): request per target shop, the list of an entity's
// (perPage 100 from the editor), one with its output and units, confirm (stop), and the exchange file of the
// file-exchange provider (download as XLIFF 2.0 or JSON, upload of the translated one).
import { authOf } from '../plugins/auth';
import {
  confirmTranslation,
  exportFile,
  FAILED_REQUEST,
  findTranslation,
  importFile,
  listTranslations,
  ProviderFailure,
  requestTranslations,
  toTranslation,
} from '../services/translations/translations';
import { route, type Handlers } from './types';

export const translationsHandlers: Handlers = {
  listTranslations: route<'listTranslations'>(async (request) => {
    const { user } = authOf(request);
    const query = request.query;
    return listTranslations(request.server.db, user.tenantId, {
      resourceType: query['filter[resourceType]'],
      resourceId: query['filter[resourceId]'],
      appId: query['filter[appId]'],
      page: query.page ?? 1,
      perPage: query.perPage ?? 20,
    });
  }),

  requestTranslation: route<'requestTranslation'>(async (request, reply) => {
    const { user } = authOf(request);
    try {
      const data = await requestTranslations(
        request.server.db,
        request.server.translationProvider,
        { tenantId: user.tenantId, userId: user.id },
        request.body,
      );
      return reply.code(201).send({ data });
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      request.log.warn({ err: error }, 'translation provider failed');
      return reply.code(502).send({ message: 'Translation request failed', code: FAILED_REQUEST });
    }
  }),

  getTranslation: route<'getTranslation'>(async (request) => {
    const { user } = authOf(request);
    return {
      data: toTranslation(await findTranslation(request.server.db, user.tenantId, request.params.id), true),
    };
  }),

  confirmTranslation: route<'confirmTranslation'>(async (request) => {
    const { user } = authOf(request);
    const row = await confirmTranslation(
      request.server.db,
      user.tenantId,
      request.params.id,
      request.server.now(),
    );
    return { data: toTranslation(row, true) };
  }),

  downloadTranslationFile: route<'downloadTranslationFile'>(async (request, reply) => {
    const { user } = authOf(request);
    const file = await exportFile(
      request.server.db,
      user.tenantId,
      request.params.id,
      request.query.format ?? 'xliff',
    );
    return reply
      .header('content-type', file.type)
      .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  }),

  uploadTranslationFile: route<'uploadTranslationFile'>(async (request) => {
    const { user } = authOf(request);
    const row = await importFile(request.server.db, user.tenantId, request.params.id, request.body.file);
    return { data: toTranslation(row, true) };
  }),
};
