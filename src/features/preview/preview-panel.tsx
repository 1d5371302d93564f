import DesktopIcon from '@mui/icons-material/DesktopWindowsOutlined';
import ExpandIcon from '@mui/icons-material/OpenInFull';
import MinimiseIcon from '@mui/icons-material/CloseFullscreen';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import MobileIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { getFeatureFlags } from '@/api/feature-flags';
import type { PreviewSlotProps } from '@/entities/editor-slots';
import { t } from '@/i18n';
import { detectEnvironment } from '@/lib/environment';
import { createPreviewHost, type PreviewConnection, type PreviewHost } from './preview-host';
import { PreviewFrame } from './preview-frame';
import { previewDevices, previewMode, previewRequest, type PreviewDevice } from './preview-rules';
import { usePreviewSession } from './use-preview-session';

/**
 * The preview panel of the content step (spec 2 §2.8, §4.8): the storefront page of a preview session in a
 * frame, updated while the editor types; device switch, minimise toggle, the unavailable texts, and
 * click-to-edit both ways (a click in the preview opens the block's form; choosing a block in the editor
 * scrolls the preview to it and draws the border layer).
 */
export function PreviewPanel(props: PreviewSlotProps) {
  const {
    entityType,
    entityId,
    appConfig,
    activeBlockId,
    onActiveBlockChange,
    minimised,
    onToggleMinimised,
    editorConfig,
  } = props;
  const previewConfig = editorConfig.preview;
  const devices = previewDevices(entityType, previewConfig);
  const [chosenDevice, setDevice] = useState<PreviewDevice>('desktop');
  const device = devices.includes(chosenDevice) ? chosenDevice : 'desktop';
  const mode = useMemo(
    () =>
      previewMode({
        entityType,
        entityId,
        environment: detectEnvironment(window.location.hostname),
        flags: getFeatureFlags(),
        config: previewConfig,
      }),
    [entityType, entityId, previewConfig],
  );
  const hasBlocks = (appConfig.contentElements ?? []).length > 0;
  const request = useMemo(
    () => previewRequest({ entityType, entityId, appConfig, device }),
    [entityType, entityId, appConfig, device],
  );

  const frameRef = useRef<HTMLIFrameElement>(null);
  const host = useRef<PreviewHost | undefined>(undefined);
  const [connection, setConnection] = useState<PreviewConnection>('connecting');
  const [incompatibleVersion, setIncompatibleVersion] = useState<string>();
  const onUpdated = useCallback((previewId: string, refreshKey: string) => {
    host.current?.post('update-content', { previewId, refreshKey });
  }, []);
  const session = usePreviewSession({
    enabled: hasBlocks && !minimised,
    request,
    mode,
    onUpdated,
    debounceMs: previewConfig.updateDebounce,
  });

  // The block the editor chose, and whether the choice came from a click in the preview (no scroll then).
  const active = useRef({ id: activeBlockId, fromPreview: false });
  const chooseFromPreview = useRef(onActiveBlockChange);
  chooseFromPreview.current = onActiveBlockChange;

  const origin = session.url ? new URL(session.url, window.location.href).origin : undefined;
  useEffect(() => {
    if (!origin) return;
    const created = createPreviewHost({
      previewOrigin: origin,
      frameWindow: () => frameRef.current?.contentWindow,
      onStatus: (status, detail) => {
        setConnection(status);
        if (status === 'incompatible') setIncompatibleVersion(detail?.version);
        if (status !== 'ready') return;
        created.post('show-interactionLayer');
        if (active.current.id !== undefined) {
          created.post('show-borderLayer', { contentBlockId: active.current.id });
        }
      },
      onPointer: (type, contentBlockId) => {
        if (type !== 'click') return;
        active.current = { id: contentBlockId, fromPreview: true };
        chooseFromPreview.current(contentBlockId);
      },
    });
    host.current = created;
    return () => {
      created.destroy();
      if (host.current === created) host.current = undefined;
    };
  }, [origin]);

  useEffect(() => {
    const fromPreview = active.current.fromPreview && active.current.id === activeBlockId;
    active.current = { id: activeBlockId, fromPreview: false };
    if (activeBlockId === undefined) host.current?.post('hide-borderLayer');
    else if (fromPreview) host.current?.post('show-borderLayer', { contentBlockId: activeBlockId });
    else host.current?.post('focus', { contentBlockId: activeBlockId });
  }, [activeBlockId]);

  const title = mode.mocked ? t('preview.title.mocked') : t('preview.title');
  const header = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderBottom: minimised ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {!minimised && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          aria-label={t('preview.device')}
          onChange={(_event, value: PreviewDevice | null) => value && setDevice(value)}
        >
          <ToggleButton value="desktop" aria-label={t('preview.device.desktop')}>
            <DesktopIcon fontSize="small" />
          </ToggleButton>
          {devices.includes('mobile') && (
            <ToggleButton value="mobile" aria-label={t('preview.device.mobile')}>
              <MobileIcon fontSize="small" />
            </ToggleButton>
          )}
        </ToggleButtonGroup>
      )}
      {!minimised && session.url && (
        <Tooltip title={t('preview.openInNewTab')}>
          <IconButton
            size="small"
            component="a"
            href={session.url}
            target="_blank"
            rel="noopener"
            aria-label={t('preview.openInNewTab')}
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={minimised ? t('preview.expand') : t('preview.minimise')}>
        <IconButton
          size="small"
          onClick={onToggleMinimised}
          aria-label={minimised ? t('preview.expand') : t('preview.minimise')}
          aria-expanded={!minimised}
        >
          {minimised ? <ExpandIcon fontSize="small" /> : <MinimiseIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );

  let body: ReactNode = null;
  if (!minimised) {
    if (!hasBlocks) {
      body = (
        <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
          {entityId === null ? t('preview.emptyNew') : t('preview.empty')}
        </Typography>
      );
    } else {
      const unavailable = connection === 'unavailable' || connection === 'incompatible' || session.failed;
      body = (
        <Box sx={{ position: 'relative' }}>
          {session.renewed && (
            <Alert severity="info" sx={{ borderRadius: 0 }}>
              {t('preview.expired')}
            </Alert>
          )}
          {unavailable && (
            <Alert severity="warning" sx={{ borderRadius: 0 }} role="alert">
              <strong>{t('preview.notAvailable')}</strong>
              {connection === 'incompatible' && (
                <Box component="span" sx={{ display: 'block' }}>
                  {t('preview.incompatible', { version: incompatibleVersion ?? '?' })}
                </Box>
              )}
              {session.url && (
                <Box component="span" sx={{ display: 'block' }}>
                  <Link href={session.url} target="_blank" rel="noopener">
                    {t('preview.openInNewTab')}
                  </Link>
                </Box>
              )}
            </Alert>
          )}
          {session.url ? (
            <PreviewFrame
              url={session.url}
              device={device}
              config={previewConfig}
              frameRef={frameRef}
              onLoad={() => host.current?.frameLoaded()}
            />
          ) : null}
          {(!session.url || connection === 'connecting') && !unavailable && (
            <Box
              role="status"
              sx={{
                position: session.url ? 'absolute' : 'static',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1,
                p: 4,
                bgcolor: 'rgba(255,255,255,0.7)',
              }}
            >
              <CircularProgress size={20} aria-label={t('preview.loading')} />
              <Typography color="text.secondary">{t('preview.loading')}</Typography>
            </Box>
          )}
        </Box>
      );
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid="preview-panel">
      {header}
      {body}
    </Paper>
  );
}
