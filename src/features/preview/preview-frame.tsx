import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '@/i18n';
import { deviceSize, type PreviewConfig, type PreviewDevice } from './preview-rules';

/** Height of the preview area: the window below the editor's header, at least 480 px. */
const FRAME_HEIGHT = 'max(480px, calc(100dvh - 260px))';

/**
 * The storefront page in a frame of the device's width (desktop 1200 px at scale 0.8, mobile 400 px at 1),
 * scaled down further only when the column is narrower than that.
 */
export function PreviewFrame({
  url,
  device,
  config,
  frameRef,
  onLoad,
}: {
  url: string;
  device: PreviewDevice;
  /** The editor config's device sizes. */
  config?: PreviewConfig;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
}) {
  const { width, scale: deviceScale } = deviceSize(device, config);
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width * deviceScale);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setAvailable(entry.contentRect.width);
      setHeight(entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(deviceScale, available > 0 ? available / width : deviceScale);
  return (
    <Box ref={box} sx={{ height: FRAME_HEIGHT, width: '100%', overflow: 'hidden', bgcolor: 'grey.100' }}>
      <Box
        sx={{ width: width * scale, height: '100%', mx: 'auto', overflow: 'hidden', bgcolor: 'common.white' }}
      >
        <iframe
          ref={frameRef}
          src={url}
          title={t('preview.frameTitle')}
          onLoad={onLoad}
          data-device={device}
          style={{
            border: 0,
            width,
            height: height / scale,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            display: 'block',
          }}
        />
      </Box>
    </Box>
  );
}
