/**
 * The edit forms' schemas (SPEC §2 "Edit forms", §5 validation). A form's values have the
 * entity's shape with Traccar's field names; each rule's message is a code the UI translates
 * (`errors.<code>`), so the SPEC's texts live once, in the locale files. The server checks its
 * own inputs again: these say what a person must fix before anything is sent.
 */
import { z } from 'zod';
import { billingProblems } from './billingValidation';
import { Attributes, Id, NullableDate } from './common';
import {
  MAINTENANCE_TYPES,
  MIN_EMAIL_LENGTH,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants';
import { CUSTOM_SOUND, isSoundFileUrl, NOTIFICATION_ATTRIBUTES } from './notificationStyle';
import { isPermissionMask } from './permissionMask';
import { Server } from './server';
import { User } from './user';

/** Message codes of the form rules (SPEC §5 and §8; the UI translates `errors.<code>`). */
export const FORM_MESSAGES = {
  name: 'FILL_NAME',
  uniqueId: 'FILL_UNIQUE_ID',
  uniqueIdLength: 'UNIQUE_ID_TOO_LONG',
  attribute: 'FILL_ATTRIBUTE',
  expression: 'FILL_EXPRESSION',
  type: 'FILL_TYPE',
  number: 'INVALID_NUMBER',
  area: 'FILL_AREA',
  calendar: 'FILL_CALENDAR',
  soundUrl: 'INVALID_SOUND_URL',
  fullName: 'FILL_FULL_NAME',
  email: 'FILL_EMAIL_LENGTH',
  password: 'FILL_PASSWORD_LENGTH',
  passwordMatch: 'PASSWORD_MISMATCH',
  mask: 'INVALID_MASK',
  invalid: 'FORM_INVALID',
} as const;

/**
 * The billing settings among `attributes` (SPEC §3: CPF/CNPJ check digits, amounts, days…):
 * the first problem is reported under the form key `billing` (the billing fields show each).
 */
function billingIssue(
  attributes: Readonly<Record<string, unknown>>,
  issue: (path: string, message: string) => void,
) {
  const [problem] = billingProblems(attributes);
  if (problem) issue('billing', problem.code);
}

const name = z.string().trim().min(1, FORM_MESSAGES.name);
const uniqueId = z
  .string()
  .trim()
  .min(1, FORM_MESSAGES.uniqueId)
  .max(128, FORM_MESSAGES.uniqueIdLength);
const optionalText = z.string().nullable();
const finite = z.number(FORM_MESSAGES.number).refine(Number.isFinite, FORM_MESSAGES.number);
const notNegative = finite.refine((value) => value >= 0, FORM_MESSAGES.number);

/** Group: a name and a parent (`groupId`; 0 = none). The parent must not be a descendant. */
export const GroupForm = z.object({ id: Id, name, groupId: Id, attributes: Attributes });
export type GroupForm = z.infer<typeof GroupForm>;

/** Driver: name and the identifier positions name it by (`driverUniqueId`). */
export const DriverForm = z.object({ id: Id, name, uniqueId, attributes: Attributes });
export type DriverForm = z.infer<typeof DriverForm>;

/** Device (SPEC §5: name and unique identifier required). */
export const DeviceForm = z.object({
  id: Id,
  name,
  uniqueId,
  groupId: Id,
  calendarId: Id,
  phone: optionalText,
  model: optionalText,
  contact: optionalText,
  category: optionalText,
  disabled: z.boolean(),
  expirationTime: NullableDate,
  attributes: Attributes,
});
export type DeviceForm = z.infer<typeof DeviceForm>;

/** Geofence (SPEC §5: FILL_NAME); `area` is Traccar's WKT, drawn on the map. */
export const GeofenceForm = z.object({
  id: Id,
  name,
  description: optionalText,
  calendarId: Id,
  area: z.string().trim().min(1, FORM_MESSAGES.area),
  attributes: Attributes,
});
export type GeofenceForm = z.infer<typeof GeofenceForm>;

/** Calendar: `data` is the base64 iCalendar the schedule editor writes. */
export const CalendarForm = z.object({
  id: Id,
  name,
  data: z.string().min(1, FORM_MESSAGES.calendar),
  attributes: Attributes,
});
export type CalendarForm = z.infer<typeof CalendarForm>;

/** Maintenance: `type` is totalDistance or hours; start and period in that attribute's unit. */
export const MaintenanceForm = z.object({
  id: Id,
  name,
  type: z.enum(MAINTENANCE_TYPES, FORM_MESSAGES.type),
  start: notNegative,
  period: notNegative,
  attributes: Attributes,
});
export type MaintenanceForm = z.infer<typeof MaintenanceForm>;

/**
 * Notification: an event type and its channels (`notificators`, comma-separated). A custom
 * sound (`tarkan.sound` = custom) needs an mp3, wav or ogg URL (SPEC §5).
 */
export const NotificationForm = z
  .object({
    id: Id,
    type: z.string().min(1, FORM_MESSAGES.type),
    description: optionalText,
    always: z.boolean(),
    calendarId: Id,
    commandId: Id,
    notificators: z.string(),
    attributes: Attributes,
  })
  .superRefine((value, context) => {
    const { sound, soundUrl } = NOTIFICATION_ATTRIBUTES;
    const url = value.attributes[soundUrl];
    if (
      value.attributes[sound] === CUSTOM_SOUND &&
      !(typeof url === 'string' && isSoundFileUrl(url))
    ) {
      context.addIssue({ code: 'custom', path: ['attributes'], message: FORM_MESSAGES.soundUrl });
    }
  });
export type NotificationForm = z.infer<typeof NotificationForm>;

/** Saved command: a title (`description`), a type and its attributes. */
export const CommandForm = z.object({
  id: Id,
  description: z.string().trim().min(1, FORM_MESSAGES.name),
  type: z.string().min(1, FORM_MESSAGES.type),
  textChannel: z.boolean(),
  deviceId: Id,
  attributes: Attributes,
});
export type CommandForm = z.infer<typeof CommandForm>;

/** Computed attribute: the attribute it sets, the expression and the output type. */
export const ComputedAttributeForm = z.object({
  id: Id,
  description: z.string(),
  attribute: z.string().trim().min(1, FORM_MESSAGES.attribute),
  expression: z.string().trim().min(1, FORM_MESSAGES.expression),
  type: z.enum(['string', 'number', 'boolean']),
  priority: z.number().int(FORM_MESSAGES.number),
});
export type ComputedAttributeForm = z.infer<typeof ComputedAttributeForm>;

const latitude = finite.refine((value) => value >= -90 && value <= 90, FORM_MESSAGES.number);
const longitude = finite.refine((value) => value >= -180 && value <= 180, FORM_MESSAGES.number);
const zoom = z
  .number(FORM_MESSAGES.number)
  .int(FORM_MESSAGES.number)
  .min(0, FORM_MESSAGES.number)
  .max(22, FORM_MESSAGES.number);

/** Server settings (SPEC §3 "Server"): the map's default view and the switches. */
export const ServerSettingsForm = Server.extend({ latitude, longitude, zoom }).superRefine(
  (value, context) =>
    billingIssue(value.attributes, (path, message) =>
      context.addIssue({ code: 'custom', path: [path], message }),
    ),
);
export type ServerSettingsForm = z.infer<typeof ServerSettingsForm>;

/**
 * The signed-in user's account and preferences (SPEC §5 user form: a full name of 3+
 * characters, an e-mail of 4+); the password is changed apart.
 */
export const AccountForm = User.extend({
  name: z.string().trim().min(MIN_NAME_LENGTH, FORM_MESSAGES.fullName),
  email: z.string().trim().min(MIN_EMAIL_LENGTH, FORM_MESSAGES.email),
  latitude,
  longitude,
  zoom,
});
export type AccountForm = z.infer<typeof AccountForm>;

const limit = z
  .number(FORM_MESSAGES.number)
  .int(FORM_MESSAGES.number)
  .min(-1, FORM_MESSAGES.number);

/**
 * A user in the users screen (SPEC §2 user form, §5): a full name of 3+ characters ('Digite um
 * nome e sobrenome'), an e-mail of 4+, a password of 4+ for a new account (blank keeps a stored
 * account's), typed twice alike; limits of -1 (unlimited) or more; the advanced mask, when
 * present, 32 hex characters.
 */
export const UserForm = User.extend({
  name: z.string().trim().min(MIN_NAME_LENGTH, FORM_MESSAGES.fullName),
  email: z.string().trim().min(MIN_EMAIL_LENGTH, FORM_MESSAGES.email),
  password: z.string(),
  passwordConfirm: z.string(),
  deviceLimit: limit,
  userLimit: limit,
}).superRefine((value, context) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if ((value.id === 0 || value.password !== '') && value.password.length < MIN_PASSWORD_LENGTH) {
    issue('password', FORM_MESSAGES.password);
  } else if (value.password !== value.passwordConfirm) {
    issue('passwordConfirm', FORM_MESSAGES.passwordMatch);
  }
  const mask = value.attributes['tarkan.advancedPerms'];
  if (mask !== undefined && !isPermissionMask(mask)) {
    issue('attributes', FORM_MESSAGES.mask);
  }
  billingIssue(value.attributes, issue);
});
export type UserForm = z.infer<typeof UserForm>;

/**
 * The messages of a failed parse, one per top-level field (the first issue wins); issues of
 * the object itself go under `''`.
 */
export function formMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
