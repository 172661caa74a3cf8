import { z } from 'zod';

/**
 * Integrations (SPEC §3): the payment provider, the e-mail billing mails go through, and how
 * invoices are sent. Each has settings a browser may read and secrets it may only set: the
 * server keeps them sealed and tells which are set, never their values.
 */
export const INTEGRATION_KEYS = ['payment', 'email', 'invoice'] as const;
export const IntegrationKey = z.enum(INTEGRATION_KEYS);
export type IntegrationKey = z.infer<typeof IntegrationKey>;

const text = (max: number) => z.string().trim().max(max);
const emailOrEmpty = z.union([z.literal(''), z.email().max(128)]);

/** The payment provider (Asaas-shaped): its account e-mail and the sandbox switch. */
export const PaymentSettings = z.strictObject({
  enabled: z.boolean(),
  email: emailOrEmpty,
  sandbox: z.boolean(),
});

/** SMTP for billing's mails: sender and server. */
export const EmailSettings = z.strictObject({
  enabled: z.boolean(),
  username: text(128),
  from: emailOrEmpty,
  fromName: text(128),
  host: text(253),
  port: z.number().int().min(1).max(65_535),
});

/** How invoices reach customers: mailed with their payment link when issued. */
export const InvoiceSettings = z.strictObject({
  enabled: z.boolean(),
  emailOnIssue: z.boolean(),
});

export const INTEGRATION_SETTINGS = {
  payment: PaymentSettings,
  email: EmailSettings,
  invoice: InvoiceSettings,
} as const;

/** The secrets each integration holds: the provider's API token and the token its webhook sends. */
export const INTEGRATION_SECRETS = {
  payment: ['token', 'webhookToken'],
  email: ['password'],
  invoice: [],
} as const satisfies Record<IntegrationKey, readonly string[]>;

export type IntegrationSettingsOf<K extends IntegrationKey> = z.infer<
  (typeof INTEGRATION_SETTINGS)[K]
>;

/** Defaults of an integration not configured yet. */
export const INTEGRATION_DEFAULTS: { [K in IntegrationKey]: IntegrationSettingsOf<K> } = {
  payment: { enabled: false, email: '', sandbox: true },
  email: { enabled: false, username: '', from: '', fromName: '', host: '', port: 587 },
  invoice: { enabled: false, emailOnIssue: true },
};

/** An integration as `GET /tarkan/integrations` serves it: secrets by name only. */
export const Integration = z.object({
  key: IntegrationKey,
  settings: z.record(z.string(), z.unknown()),
  /** The secrets that are set. */
  secretNames: z.array(z.string()),
  /** Where the provider posts its webhook (payment only), relative to the server's address. */
  webhookPath: z.string().nullable(),
});
export type Integration = z.infer<typeof Integration>;

/**
 * `POST /tarkan/integrations/{key}`: the settings whole; each secret given is set (null clears
 * it), the ones left out keep their value.
 */
export const IntegrationInput = z.strictObject({
  settings: z.record(z.string(), z.unknown()),
  secrets: z.record(z.string(), z.string().max(1024).nullable()).default({}),
});
export type IntegrationInput = z.infer<typeof IntegrationInput>;

/** The message codes of the integration forms' rules (the UI shows `formErrors.<code>`). */
export const INTEGRATION_FORM_MESSAGES = {
  email: 'INVALID_EMAIL',
  port: 'INVALID_PORT',
} as const;

const formEmail = z
  .string()
  .trim()
  .max(128, INTEGRATION_FORM_MESSAGES.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: INTEGRATION_FORM_MESSAGES.email,
  });
/** A secret typed in a form: '' keeps the stored one. */
const secretInput = z.string().max(1024);

/**
 * The Integrations screen's forms: an integration's settings plus its secrets as typed (empty:
 * keep what is stored). `id` is the form pattern's; integrations are the server's (0).
 */
export const PaymentForm = z.object({
  id: z.number(),
  enabled: z.boolean(),
  email: formEmail,
  sandbox: z.boolean(),
  token: secretInput,
  webhookToken: secretInput,
});
export type PaymentForm = z.infer<typeof PaymentForm>;

export const EmailForm = z.object({
  id: z.number(),
  enabled: z.boolean(),
  host: text(253),
  port: z
    .number()
    .int(INTEGRATION_FORM_MESSAGES.port)
    .min(1, INTEGRATION_FORM_MESSAGES.port)
    .max(65_535, INTEGRATION_FORM_MESSAGES.port),
  username: text(128),
  password: secretInput,
  from: formEmail,
  fromName: text(128),
});
export type EmailForm = z.infer<typeof EmailForm>;

export const InvoiceForm = z.object({
  id: z.number(),
  enabled: z.boolean(),
  emailOnIssue: z.boolean(),
});
export type InvoiceForm = z.infer<typeof InvoiceForm>;

/** Each integration's form schema. */
export const INTEGRATION_FORMS = {
  payment: PaymentForm,
  email: EmailForm,
  invoice: InvoiceForm,
} as const;
