import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useListMediaImages, useListMediaVideos } from '@generated/api/media/media';
import type { MediaImage } from '@generated/model/mediaImage';
import type { MediaKind } from '@generated/model/mediaKind';
import type { MediaVideo } from '@generated/model/mediaVideo';
import { mediaImageSource } from '@/forms/media/media-urls';
import { useMediaUrls } from '@/forms/media/use-media-urls';
import { t } from '@/i18n';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-debounce';

const PAGE_SIZE = 20;

export type LibraryMedia = MediaImage | MediaVideo;

interface MediaLibraryDialogProps {
  open: boolean;
  kind: MediaKind;
  /** Exact MIME types the pick must have (fallback images); others are shown disabled. */
  types?: readonly string[];
  onPick: (media: LibraryMedia) => void;
  onClose: () => void;
}

const mimeOf = (media: LibraryMedia) => ('mimeType' in media.meta ? media.meta.mimeType : undefined);

/** The media library (images or videos): search by name, 20 per page, a click picks one. */
export function MediaLibraryDialog({ open, kind, types, onPick, onClose }: MediaLibraryDialogProps) {
  const titleId = useId();
  const urls = useMediaUrls();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(input.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const params = { ...(term ? { 'f[term]': term } : {}), page, perPage: PAGE_SIZE };
  const query = { throwOnError: false, placeholderData: keepPreviousData } as const;
  const images = useListMediaImages(params, { query: { ...query, enabled: open && kind === 'image' } });
  const videos = useListMediaVideos(params, { query: { ...query, enabled: open && kind === 'video' } });
  const list = kind === 'image' ? images : videos;
  const items: LibraryMedia[] = list.data?.data ?? [];
  const totalPages = list.data?.meta.pagination.totalPages ?? 0;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t(`dataFields.media.library.${kind}`)}</DialogTitle>
      <DialogContent>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('dataFields.media.library.search')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          sx={{ my: 1 }}
        />
        {list.isPending && <CircularProgress size={24} aria-label={t('app.loading')} />}
        {list.isError && <Typography color="error">{t('dataFields.media.library.failed')}</Typography>}
        {!list.isPending && items.length === 0 && !list.isError && (
          <Typography color="text.secondary">{t('dataFields.media.library.empty')}</Typography>
        )}
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 1.5,
            p: 0,
            m: 0,
          }}
        >
          {items.map((media) => {
            const name = media.meta.name;
            const mime = mimeOf(media);
            const allowed = !types?.length || (mime !== undefined && types.includes(mime));
            return (
              <Box component="li" key={media.id} sx={{ listStyle: 'none' }}>
                <ButtonBase
                  disabled={!allowed}
                  onClick={() => onPick(media)}
                  aria-label={t('dataFields.media.library.pick', { name })}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    width: '100%',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    overflow: 'hidden',
                    opacity: allowed ? 1 : 0.4,
                  }}
                >
                  {kind === 'image' && urls ? (
                    <Box
                      component="img"
                      alt=""
                      src={urls.imageThumbnailUrl(mediaImageSource(media as MediaImage))}
                      sx={{ width: '100%', height: 100, objectFit: 'cover', bgcolor: 'action.hover' }}
                    />
                  ) : (
                    <Box sx={{ width: '100%', height: 100, bgcolor: 'action.hover' }} />
                  )}
                  <Typography variant="caption" noWrap sx={{ p: 0.5, width: '100%' }} title={name}>
                    {name}
                  </Typography>
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
        {totalPages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            page={page}
            count={totalPages}
            onChange={(_event, next) => setPage(next)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dataFields.media.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
