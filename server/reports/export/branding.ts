import fs from 'node:fs/promises';
import path from 'node:path';
import { Branding } from '@farol/model';

/** What a printed report shows of the company: its title and, when it has one, its logo. */
export interface PrintBranding {
  title: string;
  /** PNG or JPEG bytes (the formats pdfkit draws), or null to print the title alone. */
  logo: Buffer | null;
}

const PREFIX = '/tarkan/assets/custom/';

const isImage = (bytes: Buffer): boolean =>
  (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') ||
  (bytes[0] === 0xff && bytes[1] === 0xd8);

/**
 * The logo's bytes: a `data:` URL, or a file of the data folder's `custom/` (as the client
 * loads it from `/tarkan/assets/custom/…`). Remote URLs are not fetched; anything unreadable or
 * not PNG/JPEG gives null.
 */
export async function logoBytes(logo: string | null, dataDir: string): Promise<Buffer | null> {
  if (!logo) return null;
  let bytes: Buffer | null = null;
  const data = /^data:image\/[\w+.-]+;base64,(.*)$/s.exec(logo);
  if (data) {
    bytes = Buffer.from(data[1]!, 'base64');
  } else if (!/^[a-z]+:/i.test(logo)) {
    const custom = path.join(dataDir, 'custom');
    const relative = logo.split('?')[0]!.replace(PREFIX, '').replace(/^\/+/, '');
    const file = path.resolve(custom, relative);
    if (!file.startsWith(custom + path.sep)) return null;
    bytes = await fs.readFile(file).catch(() => null);
  }
  return bytes && isImage(bytes) ? bytes : null;
}

/** The title and logo of a branding config (as server/api/tarkan.ts loads it). */
export async function printBranding(config: unknown, dataDir: string): Promise<PrintBranding> {
  const branding = Branding.safeParse(config);
  const { title, logo } = branding.success ? branding.data : Branding.parse({});
  return { title, logo: await logoBytes(logo, dataDir) };
}
