export interface ImageDimensions {
  width: number;
  height: number;
}

function readWithImageElement(file: Blob): Promise<ImageDimensions> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be read'));
    };
    image.src = url;
  });
}

/**
 * Reads an image's width and height in the browser before it is uploaded: createImageBitmap where it can
 * (not for svg, which it does not decode everywhere), else an Image element.
 */
export async function readImageDimensions(file: Blob): Promise<ImageDimensions> {
  if (typeof createImageBitmap === 'function' && file.type !== 'image/svg+xml') {
    try {
      const bitmap = await createImageBitmap(file);
      const dimensions = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return dimensions;
    } catch {
      // fall through to the Image element
    }
  }
  return readWithImageElement(file);
}
