/**
 * Claiming a device by IMEI (`POST /tarkan/autolink`, companion-api.md §1.4): the request under
 * the product's field names, and the form a person fills to send it. The server parses the
 * request with `AutolinkRequest`; the screen checks the form with `ClaimForm` first.
 */
import { z } from 'zod';
import { Id } from './common';
import { DEVICE_CATEGORIES } from './constants';

/** Message codes of the claim form's rules (the UI translates `formErrors.<code>`). */
export const CLAIM_MESSAGES = {
  imei: 'FILL_UNIQUE_ID',
  imeiLength: 'UNIQUE_ID_TOO_LONG',
  imeiSpaces: 'UNIQUE_ID_SPACES',
  plateLength: 'PLATE_TOO_LONG',
  modelLength: 'MODEL_TOO_LONG',
} as const;

/** Longest plate and model a claim may set (the server refuses longer ones). */
export const MAX_PLATE_LENGTH = 32;
export const MAX_MODEL_LENGTH = 128;

/** An identifier as trackers report it: one word, 1–128 characters, spaces around trimmed. */
const imei = z
  .string()
  .trim()
  .min(1, CLAIM_MESSAGES.imei)
  .max(128, CLAIM_MESSAGES.imeiLength)
  .regex(/^\S+$/, CLAIM_MESSAGES.imeiSpaces);

/** `POST /tarkan/autolink {imei, placa, modelo, categoria}` (the product's field names). */
export const AutolinkRequest = z.object({
  imei,
  placa: z.string().trim().max(MAX_PLATE_LENGTH).optional(),
  modelo: z.string().trim().max(MAX_MODEL_LENGTH).optional(),
  categoria: z.enum(DEVICE_CATEGORIES).optional(),
});
export type AutolinkRequest = z.infer<typeof AutolinkRequest>;

/**
 * The claim form (`/autolink`, `/autolink/{imei}`): the IMEI is required; plate, model and
 * category are optional (empty keeps the device's own). `id` is always 0: nothing is stored
 * under this form, it asks for a device.
 */
export const ClaimForm = z.object({
  id: Id,
  imei,
  plate: z.string().trim().max(MAX_PLATE_LENGTH, CLAIM_MESSAGES.plateLength),
  model: z.string().trim().max(MAX_MODEL_LENGTH, CLAIM_MESSAGES.modelLength),
  category: z.enum(DEVICE_CATEGORIES).nullable(),
});
export type ClaimForm = z.infer<typeof ClaimForm>;
