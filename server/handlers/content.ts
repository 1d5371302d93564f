// GET /content/editor-config: the block editor's constants (block types are entity rows: entities.ts).
import type { EditorConfigResponse } from '@generated/model';
import { EDITOR_CONFIG } from '../content-model/editor-config';
import { route, type Handlers } from './types';

export const contentHandlers: Handlers = {
  getEditorConfig: route<'getEditorConfig'>(async () => {
    const answer: EditorConfigResponse = { data: EDITOR_CONFIG };
    return answer;
  }),
};
