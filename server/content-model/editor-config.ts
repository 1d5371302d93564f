// The constants of the block editor, the edit lock's heartbeat and the preview (spec 2 §4.4, §4.6, §9), served
// by GET /content/editor-config. The block id and CPID lengths are the ones the save checks enforce.
import type { EditorConfig } from '@generated/model';
import { BLOCK_ID_DIGITS, CPID_LENGTH } from '@server/services/entities/content-element-checks';

const LOCK_TIMEOUT_S = 90;

export const EDITOR_CONFIG: EditorConfig = {
  lock: { timeout: LOCK_TIMEOUT_S, recheckInterval: Math.floor(LOCK_TIMEOUT_S / 9), releaseTimeout: 1 },
  inactivityTimeout: 30 * 60,
  cpidLength: CPID_LENGTH,
  blockIdDigits: BLOCK_ID_DIGITS,
  preview: {
    sdkVersion: '1.5.0',
    updateDebounce: 300,
    // No mockedCustomPageIds: the homepage ids differ per environment (spec 2 §2.8), which the back office tells
    // from its host (src/features/preview/preview-rules.ts); an installation that knows its own may name them.
    liveEntityTypes: ['brand-discovery'],
    noMobileEntityTypes: ['story', 'brand-story', 'idol-story', 'hotdrop'],
    devices: { desktop: { width: 1200, scale: 0.8 }, mobile: { width: 400, scale: 1 } },
  },
};
