import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;
/** Frames in the file; Chromium's fake camera plays them over and over. */
const FRAMES = 2;

/**
 * Writes a Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays) of `text` as a
 * QR code: the project's QR library draws the PNG a device's QR dialog shows, sharp decodes it to
 * grey levels on a white frame, and those are the luma plane (chroma neutral). Returns the path.
 */
export async function writeQrCamera(path: string, text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: 'png', width: 360, margin: 4 });
  const luma = await sharp(png)
    .flatten({ background: '#ffffff' })
    .extend({
      top: (HEIGHT - 360) / 2,
      bottom: (HEIGHT - 360) / 2,
      left: (WIDTH - 360) / 2,
      right: (WIDTH - 360) / 2,
      background: '#ffffff',
    })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`unexpected frame size ${luma.length}`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array<Buffer>(FRAMES).fill(frame)]));
  return path;
}
