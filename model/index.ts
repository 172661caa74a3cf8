export {
  Attributes,
  Id,
  Int,
  IsoDate,
  MAX_ATTRIBUTES_BYTES,
  MAX_INT,
  MAX_TIME_MS,
  MIN_TIME_MS,
  NullableDate,
  formatTraccarDate,
  isId,
  isRealTime,
  parseZonedDate,
  traccarDateOrNull,
} from './common';
export { icalDaysToSpec, specDaysToIcal } from './calendarDays';
export * from './constants';
export { Device, DeviceInput, isSoftDeleted } from './device';
export {
  ERROR_CODES,
  errorCodeFromResponse,
  errorDetails,
  serverMessage,
  toCode,
  type ErrorCode,
  type KnownErrorCode,
} from './errors';
export { TrackingEvent } from './event';
export {
  FULL_PERMISSION_MASK,
  PERMISSION_AREAS,
  PERMISSION_BITS,
  REPORT_PERMISSION_BITS,
  SHARE_BLOCK_MASK,
  commandPermissionBit,
  grantsBlock,
  hasPermissionBit,
  isPermissionMask,
  setPermissionBit,
  type PermissionArea,
} from './permissionMask';
export { PermissionBody, splitPermission } from './permission';
export { Position } from './position';
export { Server, ServerInput } from './server';
export {
  DISTANCE_UNITS,
  KMH_PER_KNOT,
  MILES_PER_KM,
  MPH_PER_KNOT,
  SPEED_UNITS,
  VOLUME_UNITS,
  convertDistance,
  convertSpeed,
  convertVolume,
  distanceUnitOf,
  speedUnitOf,
  volumeUnitOf,
  type DistanceUnit,
  type SpeedUnit,
  type VolumeUnit,
} from './units';
export { User, UserCreateInput, UserUpdateInput } from './user';
export { userRole, type UserRole } from './userRole';
export { Branding, DEFAULT_BRANDING, PushConfig, pushConfigured } from './branding';
export { MAX_PUSH_TOKENS, pushTokensOf, withPushToken } from './pushTokens';
export {
  Calendar,
  Command,
  ComputedAttribute,
  Driver,
  Geofence,
  Group,
  Maintenance,
  Notification,
  QueuedCommand,
  Typed,
} from './entities';
export { formatWkt, parseWkt, type GeofenceShape } from './wkt';
export {
  DEFAULT_POLYLINE_DISTANCE_M,
  EARTH_RADIUS_M,
  circleRing,
  containsPoint,
  distanceToLine,
  haversine,
  inRing,
  toRadians,
  type LonLat,
} from './geo';
export { BUILD_INFO_PATH, BuildInfo } from './buildInfo';
export {
  CUSTOM_SOUND,
  DEFAULT_NOTIFICATION_SOUND,
  MUTE_SOUND,
  NOTIFICATION_ATTRIBUTES,
  NOTIFICATION_SOUNDS,
  SOUND_FILE_EXTENSIONS,
  isSoundFileUrl,
} from './notificationStyle';
export {
  BaseReportItem,
  CombinedReportItem,
  GeofenceReportItem,
  REPORT_TYPES,
  StopReportItem,
  SummaryReportItem,
  TripReportItem,
  XLSX_MEDIA_TYPE,
  type ReportType,
} from './report';
export { Order, SCHEDULED_REPORT_TYPES, ScheduledReport, Statistics } from './scheduled';
export { Share, ShareCreateInput, ShareUpdateInput } from './share';
export {
  AccountForm,
  CalendarForm,
  CommandForm,
  ComputedAttributeForm,
  DeviceForm,
  DriverForm,
  FORM_MESSAGES,
  GeofenceForm,
  GroupForm,
  MaintenanceForm,
  NotificationForm,
  ServerSettingsForm,
  UserForm,
  formMessages,
} from './forms';
export {
  AutolinkRequest,
  CLAIM_MESSAGES,
  ClaimForm,
  MAX_MODEL_LENGTH,
  MAX_PLATE_LENGTH,
} from './autolink';
export { circleAreaKm2, shapeSummary } from './geofenceGeometry';
export { WHITE, deviceColor, formatHsb, hsbToRgb, parseHsb } from './deviceColor';
export {
  VOCABULARY,
  VOCABULARY_NAMESPACE,
  matchLocale,
  type Vocabulary,
  type VocabularyKey,
} from './vocabulary';
export {
  ZERO_RATE,
  centsToText,
  centsToUnits,
  divideRounded,
  parseCents,
  parseRate,
  percentOf,
  rateText,
  type Cents,
  type Rate,
} from './money';
export {
  BILLING_KEYS,
  DEFAULT_DUE_DAY,
  ENABLE_BILLING_KEY,
  billingOn,
  billingTermsOf,
  chargeSettings,
  parseFlag,
  parseMode,
  type Adjustment,
  type AmountMode,
  type BillingSetting,
  type BillingTerms,
  type ChargeTerms,
  type SettingLayers,
} from './billingTerms';
export {
  amountDue,
  dayNumber,
  dayText,
  daysBetween,
  dueDateOf,
  type AmountDue,
  type DateText,
} from './billingCharges';
export { isValidCnpj, isValidCpf, normalizeTaxId, taxIdKind, type TaxIdKind } from './taxId';
export {
  INVOICE_STATUSES,
  BillingCustomer,
  INVOICE_ACTIONS,
  Invoice,
  InvoiceStatus,
  OPEN_STATUSES,
  PAID_STATUSES,
  isOpen,
  isPaid,
  statusStage,
  TrustUnlock,
  type InvoiceAction,
} from './invoice';
export { billingProblems, type BillingProblem, type BillingProblemCode } from './billingValidation';
export {
  QR_DRIVER_DEVICE_KEY,
  QR_DRIVER_LOGIN_PREFIX,
  QR_DRIVER_USER_KEY,
  QrDriverCheck,
  QrDriverStatus,
  deviceIdFromScan,
  isQrDriver,
  qrDriverDeviceId,
  qrDriverLogin,
  qrScanUrl,
} from './qrDriver';
export {
  advancedMaskOf,
  isShareAccount,
  maskAllows,
  type RightsServer,
  type RightsUser,
} from './advancedRights';
export {
  commandAction,
  DEVICE_ACTION_BITS,
  deviceActionAllowed,
  lockUnlockOn,
  serverSwitchOn,
  reportBits,
  reportTypeAllowed,
  type DeviceAction,
} from './actionRights';
export {
  MENU_ENTRIES,
  SIDE_MENU,
  USER_MENU,
  openableScreens,
  visibleMenus,
  type MenuEntry,
  type MenuInput,
} from './menus';
export { recentStopsAllowed, replaySourcesOf, type ReplaySources } from './replayRights';
export {
  DomainName,
  HIGHER_RANK_CODE,
  HIGHER_RANK_MESSAGE,
  RESELLER_ATTRIBUTES,
  ResellerAttributes,
  ResellerUsage,
  rankOf,
  resellerOf,
  type ResellerStanding,
} from './reseller';
export {
  AUDIT_ACTIONS,
  AUDIT_CODES,
  AUDIT_KEEP_DAYS,
  AuditEntry,
  TraccarAction,
  USER_CREATE_CODE,
  type AuditActionType,
  type AuditCode,
} from './audit';
export {
  PWA_ICON_SIZES,
  THEME_IMAGES,
  THEME_IMAGE_TYPES,
  THEME_UPLOAD_MAX_BYTES,
  THEME_UPLOAD_MAX_PIXELS,
  ThemeBranding,
  ThemeColor,
  ThemeColors,
  ThemeConfig,
  ThemeInput,
  type ThemeImage,
} from './theme';
export {
  EmailForm,
  EmailSettings,
  INTEGRATION_DEFAULTS,
  INTEGRATION_FORMS,
  INTEGRATION_FORM_MESSAGES,
  INTEGRATION_KEYS,
  INTEGRATION_SECRETS,
  INTEGRATION_SETTINGS,
  Integration,
  IntegrationInput,
  IntegrationKey,
  InvoiceForm,
  InvoiceSettings,
  PaymentForm,
  PaymentSettings,
  type IntegrationSettingsOf,
} from './integrations';
export {
  BASE_LAYER_IDS,
  BaseLayerId,
  MAP_KEYS,
  availableBaseLayers,
  mapKey,
  resolveBaseLayer,
} from './baseLayers';
