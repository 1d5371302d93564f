import Avatar from '@mui/material/Avatar';
import type { Product } from '@generated/model/product';
import { useMediaUrls } from '@/forms/media/use-media-urls';

/** The option thumbnail of a product: 30x30 (spec 2 §9), its image at preview quality, else its initial. */
export function ProductThumbnail({ product }: { product: Pick<Product, 'name' | 'imageHash'> }) {
  const urls = useMediaUrls();
  const src = product.imageHash && urls ? urls.imageThumbnailUrl({ hash: product.imageHash }) : undefined;
  return (
    <Avatar
      variant="rounded"
      alt=""
      src={src}
      sx={{ width: 30, height: 30, fontSize: 14, '& img': { objectFit: 'cover' } }}
    >
      {product.name.slice(0, 1)}
    </Avatar>
  );
}
