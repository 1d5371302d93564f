import Box from '@mui/material/Box';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '@/i18n';

/** Spec 2 §2.4, §9: 350 px by default, dragged wider up to 550, never narrower than 350. */
export const SIDEBAR_WIDTH = 350;
export const SIDEBAR_MAX_WIDTH = 550;

const clamp = (width: number) => Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_WIDTH, Math.round(width)));

/** The right sidebar (block attributes panel) with a handle on its left edge to resize it. */
export function ResizableSidebar({ children }: { children: ReactNode }) {
  const [width, setWidth] = useState(SIDEBAR_WIDTH);
  const drag = useRef<{ x: number; width: number } | null>(null);
  return (
    <Box
      component="aside"
      sx={{ position: 'relative', width, flexShrink: 0, borderLeft: 1, borderColor: 'divider' }}
    >
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={t('wizard.sidebar.resize')}
        aria-valuemin={SIDEBAR_WIDTH}
        aria-valuemax={SIDEBAR_MAX_WIDTH}
        aria-valuenow={width}
        tabIndex={0}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { x: event.clientX, width };
        }}
        onPointerMove={(event) => {
          if (drag.current) setWidth(clamp(drag.current.width + drag.current.x - event.clientX));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') setWidth((current) => clamp(current + 10));
          if (event.key === 'ArrowRight') setWidth((current) => clamp(current - 10));
        }}
        sx={{
          position: 'absolute',
          left: -3,
          top: 0,
          bottom: 0,
          width: 6,
          cursor: 'col-resize',
          zIndex: 1,
          '&:hover, &:focus-visible': { bgcolor: 'primary.light' },
        }}
      />
      <Box sx={{ position: 'sticky', top: 0, p: 2 }}>{children}</Box>
    </Box>
  );
}
