import { useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { useCallback, useRef, useState } from 'react';
import {
  getListMediaImagesQueryKey,
  getListMediaVideosQueryKey,
  uploadImage,
  uploadVideo,
} from '@generated/api/media/media';
import type { MediaImage } from '@generated/model/mediaImage';
import type { MediaVideo } from '@generated/model/mediaVideo';
import { showToast } from '@/lib/toasts';
import { checkFile, type CheckFileOptions } from './check-file';
import { uploadErrorMessage } from './upload-errors';

export type UploadStatus = 'checking' | 'uploading' | 'done' | 'failed';

/** One file of the uploader's list (UI state only; the media themselves live in the query cache). */
export interface UploadItem {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100 while uploading; null until the browser reports progress. */
  progress: number | null;
  error?: string;
}

export type UploadedMedia = MediaImage | MediaVideo;

export interface UseMediaUploadOptions extends Omit<CheckFileOptions, 'readDimensions'> {
  onUploaded?: (media: UploadedMedia, file: File) => void;
  readDimensions?: CheckFileOptions['readDimensions'];
}

function percentOf(event: AxiosProgressEvent, size: number): number {
  const total = event.total ?? size;
  if (!total) return 0;
  return Math.min(100, Math.round((event.loaded / total) * 100));
}

/**
 * The uploader's logic: checks each file, sends the valid ones through the generated upload call (images field
 * `upload`, videos field `file`) with per-file progress, reports each failure as an error toast, and invalidates the
 * media list queries after each successful upload so the overview refreshes.
 */
export function useMediaUpload({
  kind,
  constraints,
  types,
  onUploaded,
  readDimensions,
}: UseMediaUploadOptions) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const uploadOne = useCallback(
    async (file: File) => {
      const id = nextId.current++;
      setItems((current) => [
        { id, name: file.name, size: file.size, status: 'checking', progress: null },
        ...current,
      ]);
      const problem = await checkFile(file, { kind, constraints, types, readDimensions });
      if (problem) {
        update(id, { status: 'failed', error: problem });
        showToast({ severity: 'error', message: problem });
        return;
      }
      update(id, { status: 'uploading' });
      const request = {
        onUploadProgress: (event: AxiosProgressEvent) =>
          update(id, { progress: percentOf(event, file.size) }),
      };
      try {
        const response =
          kind === 'image'
            ? await uploadImage({ upload: file }, request)
            : await uploadVideo({ file }, request);
        update(id, { status: 'done', progress: 100 });
        void queryClient.invalidateQueries({
          queryKey: kind === 'image' ? getListMediaImagesQueryKey() : getListMediaVideosQueryKey(),
        });
        onUploaded?.(response.data, file);
      } catch (error) {
        const message = uploadErrorMessage(error, file.name);
        update(id, { status: 'failed', error: message });
        showToast({ severity: 'error', message });
      }
    },
    [kind, constraints, types, readDimensions, onUploaded, queryClient, update],
  );

  const upload = useCallback(
    (files: Iterable<File>) => Promise.all(Array.from(files).map((file) => uploadOne(file))),
    [uploadOne],
  );

  const remove = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const clearFinished = useCallback(() => {
    setItems((current) =>
      current.filter((item) => item.status === 'checking' || item.status === 'uploading'),
    );
  }, []);

  return { items, upload, remove, clearFinished };
}
