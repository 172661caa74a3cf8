import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals integration secrets at rest: AES-256-GCM with a key derived (scrypt) from the
 * configured `FAROL_SECRET_KEY`. Each sealed value is bound to where it is stored (`context`,
 * the owner and integration), so a value copied into another row does not open.
 */
export class SecretBox {
  private readonly key: Buffer | null;

  constructor(secretKey: string) {
    this.key = secretKey ? scryptSync(secretKey, 'farol-integration-secrets', 32) : null;
  }

  /** False when no key is configured: secrets can then be neither stored nor read. */
  get available(): boolean {
    return this.key !== null;
  }

  seal(values: Record<string, string>, context: string): string {
    const key = this.requireKey();
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The values sealed by `seal` in the same context; throws when tampered with or misplaced. */
  open(sealed: string, context: string): Record<string, string> {
    const key = this.requireKey();
    const [version, payload = ''] = sealed.split('.', 2);
    if (version !== VERSION) throw new Error('Integration secrets: unknown format');
    const data = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(data.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as Record<string, string>;
  }

  private requireKey(): Buffer {
    if (!this.key) {
      throw new Error('Integration secrets need FAROL_SECRET_KEY (at least 32 characters)');
    }
    return this.key;
  }
}
