/** GT06 message types (Traccar's Gt06ProtocolDecoder.MSG_*; some numbers serve two models). */
export const MSG = {
  LOGIN: 0x01,
  GPS: 0x10,
  GPS_LBS_6: 0x11,
  GPS_LBS_1: 0x12,
  STATUS: 0x13,
  STRING: 0x15,
  GPS_LBS_STATUS_1: 0x16,
  WIFI: 0x17,
  GPS_LBS_RFID: 0x17,
  LBS_EXTEND: 0x18,
  LBS_STATUS: 0x19,
  GPS_PHONE: 0x1a,
  GPS_LBS_EXTEND: 0x1e,
  STRING_INFO: 0x21,
  GPS_LBS_2: 0x22,
  HEARTBEAT: 0x23,
  LBS_MULTIPLE_3: 0x24,
  GPS_LBS_DRIVER: 0x25,
  GPS_LBS_STATUS_2: 0x26,
  GPS_LBS_STATUS_3: 0x27,
  LBS_MULTIPLE_1: 0x28,
  ADDRESS_REQUEST: 0x2a,
  LBS_WIFI: 0x2c,
  GPS_LBS_4: 0x2d,
  LBS_MULTIPLE_2: 0x2e,
  GPS_LBS_5: 0x31,
  GPS_LBS_STATUS_4: 0x32,
  AZ735_GPS: 0x32,
  WIFI_5: 0x33,
  AZ735_ALARM: 0x33,
  LBS_3: 0x34,
  X1_GPS: 0x34,
  STATUS_2: 0x36,
  LOCATION_RFID: 0x36,
  GPS_LBS_3: 0x37,
  GPS_LBS_8: 0x38,
  ALARM_MODULE: 0x39,
  IBUTTON: 0x61,
  WIFI_2: 0x69,
  GPS_MODULAR: 0x70,
  COMMAND_0: 0x80,
  COMMAND_1: 0x81,
  COMMAND_2: 0x82,
  TIME_REQUEST: 0x8a,
  OBD: 0x8c,
  INFO: 0x94,
  ALARM: 0x95,
  SERIAL: 0x9b,
  GPS_LBS_7: 0xa0,
  LBS_2: 0xa1,
  WIFI_3: 0xa2,
  GPS_LBS_STATUS_5: 0xa2,
  FENCE_SINGLE: 0xa3,
  STATUS_3: 0xa3,
  FENCE_MULTI: 0xa4,
  LBS_ALARM: 0xa5,
  LBS_ADDRESS: 0xa7,
  WIFI_ALARM: 0xa9,
  BLUETOOTH_CLOCK: 0xb2,
  DEVICE_STATUS: 0xf1,
  PERIPHERAL: 0xf2,
  WIFI_4: 0xf3,
  ADDRESS_RESPONSE: 0x97,
} as const;

/** Device families told apart by message type and length (Traccar's Variant). */
export type Variant =
  | 'VXT01'
  | 'WANWAY_S20'
  | 'SR411_MINI'
  | 'GT06E_CARD'
  | 'BENWAY'
  | 'S5'
  | 'SPACE10X'
  | 'STANDARD'
  | 'OBD6'
  | 'WETRUST'
  | 'JC400'
  | 'SL4X'
  | 'SEEWORLD'
  | 'RFID'
  | 'LW4G'
  | 'TRX16I';

/** [type, length, variant] for the short (0x7878) header. */
const SHORT_VARIANTS: readonly [number, (length: number) => boolean, Variant][] = [
  [MSG.GPS_LBS_1, (l) => l === 0x24, 'VXT01'],
  [MSG.GPS_LBS_STATUS_1, (l) => l === 0x24, 'VXT01'],
  [MSG.LBS_MULTIPLE_3, (l) => l === 0x31, 'WANWAY_S20'],
  [MSG.LBS_MULTIPLE_3, (l) => l === 0x2e, 'SR411_MINI'],
  [MSG.GPS_LBS_1, (l) => l >= 0x71, 'GT06E_CARD'],
  [MSG.GPS_LBS_1, (l) => l === 0x21, 'BENWAY'],
  [MSG.GPS_LBS_1, (l) => l === 0x2b, 'S5'],
  [MSG.LBS_STATUS, (l) => l >= 0x17, 'SPACE10X'],
  [MSG.STATUS, (l) => l === 0x13, 'OBD6'],
  [MSG.GPS_LBS_1, (l) => l === 0x29, 'WETRUST'],
  [MSG.LBS_3, (l) => l === 0x37, 'SL4X'],
  [MSG.GPS_LBS_5, (l) => l === 0x2a, 'SL4X'],
  [MSG.GPS_LBS_STATUS_4, (l) => l === 0x27 || l === 0x29, 'SL4X'],
  [MSG.GPS_LBS_2, (l) => l === 0x2f, 'SEEWORLD'],
  [MSG.GPS_LBS_STATUS_1, (l) => l === 0x26, 'SEEWORLD'],
  [MSG.STATUS_3, (l) => l === 0x0c || l === 0x18, 'SEEWORLD'],
  [MSG.GPS_LBS_RFID, (l) => l === 0x28, 'RFID'],
  [MSG.GPS_LBS_STATUS_5, (l) => l === 0x40, 'LW4G'],
  [MSG.LOCATION_RFID, (l) => l === 0x35, 'TRX16I'],
  [MSG.GPS_LBS_STATUS_1, (l) => l === 0x2d, 'TRX16I'],
];

/** The device family of a frame, from its header, length and type. */
export function detectVariant(frame: Buffer): Variant {
  if (frame.length < 5 || frame.readUInt16BE(0) !== 0x7878) return 'STANDARD';
  const length = frame[2]!;
  const type = frame[3]!;
  if (type === MSG.ALARM && frame.length >= 6 && frame.readUInt16BE(4) === 0xffff) return 'JC400';
  const found = SHORT_VARIANTS.find(([t, matches]) => t === type && matches(length));
  return found ? found[2] : 'STANDARD';
}

export const NT_MODELS = new Set(['NT11', 'NT20', 'NT26', 'NT40', 'NT46', 'VL100', 'XT40']);
export const VL_MODELS = new Set(['VL103', 'LL303', 'VL512', 'G18']);
