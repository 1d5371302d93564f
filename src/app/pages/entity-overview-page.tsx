import { getEntityConfig } from '@/entities';
import { ExportConfigurator } from '@/features/export';
import { MediaUploader, useMediaUrls } from '@/features/media';
import { OverviewPage } from '@/features/overview';
import { hasTrash, TrashLink } from '@/features/trash';

/**
 * An entity overview (spec 1 §2.7, §2.8): the overview page composed with the export configurator and, for
 * images and videos, the media uploader and the tenant's media URLs.
 */
export function EntityOverviewPage({ type }: { type: string }) {
  const config = getEntityConfig(type);
  const mediaUrls = useMediaUrls();
  const media = config.type === 'image' || config.type === 'video' ? config.type : null;
  return (
    <OverviewPage
      key={config.type}
      type={config.type}
      mediaUrls={mediaUrls}
      headerExtra={
        media || hasTrash(config.type) ? (
          <>
            {media ? <MediaUploader kind={media} /> : null}
            <TrashLink type={config.type} />
          </>
        ) : undefined
      }
      renderExport={({ filters, selectedIds }) => (
        <ExportConfigurator type={config.type} filters={filters} selectedIds={selectedIds} />
      )}
    />
  );
}
