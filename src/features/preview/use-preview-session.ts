// The preview session of the panel (spec 2 §4.8): started from the form's content of the selected shop, updated
// 300 ms after the last change and at once when the device or the shop changes; a new refresh key after every
// update. A session that expired or vanished (404) is replaced by a new one, and the panel says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PreviewRequest } from '@generated/model';
import { createPreview, updatePreview } from '@generated/api/content/content';
import { NotFoundError } from '@/api/errors';
import { createDebouncer, modeHeaders, PREVIEW_DEBOUNCE_MS, type PreviewMode } from './preview-rules';

export interface PreviewSessionState {
  previewId?: string;
  url?: string;
  refreshKey?: string;
  /** The previous session had expired and a new one was started. */
  renewed: boolean;
  /** The last write failed (not an expiry). */
  failed: boolean;
}

export function usePreviewSession(input: {
  enabled: boolean;
  request: PreviewRequest;
  mode: PreviewMode;
  /** After every successful write: tell the frame. */
  onUpdated: (previewId: string, refreshKey: string) => void;
  /** The editor config's debounce of updates (ms). */
  debounceMs?: number;
}): PreviewSessionState {
  const { enabled, request, mode } = input;
  const [state, setState] = useState<PreviewSessionState>({ renewed: false, failed: false });
  const session = useRef<{ previewId: string; url: string } | undefined>(undefined);
  const latest = useRef(request);
  latest.current = request;
  const onUpdated = useRef(input.onUpdated);
  onUpdated.current = input.onUpdated;
  const chain = useRef<Promise<void>>(Promise.resolve());
  const counter = useRef(0);
  const headers = JSON.stringify(modeHeaders(mode));

  const write = useCallback(() => {
    chain.current = chain.current.then(async () => {
      const body = latest.current;
      const options = { headers: JSON.parse(headers) as Record<string, string> };
      let renewed = false;
      try {
        if (session.current) {
          try {
            await updatePreview(session.current.previewId, body, options);
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
            session.current = undefined;
            renewed = true;
          }
        }
        if (!session.current) {
          const { data } = await createPreview(body, options);
          session.current = { previewId: data.previewId, url: data.url };
        }
        counter.current += 1;
        const refreshKey = `${Date.now().toString(36)}-${counter.current}`;
        const { previewId, url } = session.current;
        setState((previous) => ({
          previewId,
          url,
          refreshKey,
          renewed: renewed || (previous.renewed && previous.previewId === previewId),
          failed: false,
        }));
        onUpdated.current(previewId, refreshKey);
      } catch {
        setState((previous) => ({ ...previous, failed: true }));
      }
    });
  }, [headers]);

  const debounceMs = input.debounceMs ?? PREVIEW_DEBOUNCE_MS;
  const debouncer = useRef(createDebouncer(() => undefined, debounceMs));
  useEffect(() => {
    debouncer.current = createDebouncer(write, debounceMs);
    return () => debouncer.current.cancel();
  }, [write, debounceMs]);

  // The device and the shop: a change there updates at once (the frame shows another resource).
  const immediateKey = `${request.device}|${request.appId}|${headers}`;
  const lastImmediate = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    if (!session.current || lastImmediate.current !== immediateKey) {
      lastImmediate.current = immediateKey;
      debouncer.current.cancel();
      write();
      return;
    }
    debouncer.current.call();
  }, [enabled, request, immediateKey, write]);

  return state;
}
