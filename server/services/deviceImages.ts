import sharp from 'sharp';
import { IllegalArgumentError } from '../errors';

/** The largest picture kept: enough for a card or a popup, small for a phone on the road. */
export const DEVICE_IMAGE_BOX = { width: 640, height: 480 } as const;
/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * A device picture as it is stored: decoded (so anything that is not an image, or a broken one,
 * is refused), turned upright by its EXIF orientation, fitted inside DEVICE_IMAGE_BOX without
 * enlarging, and re-encoded as JPEG without its metadata (a phone photo's GPS tags and camera
 * details are not kept).
 */
export async function normalizeDeviceImage(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(DEVICE_IMAGE_BOX.width, DEVICE_IMAGE_BOX.height, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new IllegalArgumentError('The file is not an image this server can read');
  }
}
