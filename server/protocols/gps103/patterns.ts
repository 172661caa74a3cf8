import { PatternBuilder } from '../base/pattern';

/** GPS103 (TK103-2 / Xexun style) sentences, as Traccar's Gps103ProtocolDecoder reads them. */
export const PATTERN = new PatternBuilder()
  .text('imei:')
  .number('(d+),') // imei
  .expression('([^,]*),') // alarm
  .groupBegin()
  .number('(dd)/?(dd)/?(dd) ?') // local date (yymmdd)
  .number('(dd):?(dd)(?:dd)?,') // local time (hhmmss)
  .or()
  .number('d*,')
  .groupEnd()
  .expression('([^,]+)?,') // rfid
  .groupBegin()
  .text('L,')
  .groupBegin()
  .text(',,')
  .number('(x+),,') // lac
  .number('(x+),,,') // cid
  .groupEnd('?')
  .or()
  .text('F,')
  .groupBegin()
  .number('(dd)(dd)(dd)(?:.d+)?') // time utc (hhmmss)
  .or()
  .number('(?:d{1,5}.d+)?')
  .groupEnd()
  .text(',')
  .expression('([AV]),') // validity
  .expression('([NS]),')
  .optional()
  .number('(d+)(dd.d+),') // latitude (ddmm.mmmm)
  .expression('([NS]),')
  .optional()
  .expression('([EW]),')
  .optional()
  .number('(d+)(dd.d+),') // longitude (dddmm.mmmm)
  .expression('([EW])?,')
  .optional()
  .number('(d+.?d*)?')
  .optional() // speed
  .number(',(d+.?d*)?')
  .optional() // course
  .number(',(-?d+.?d*)?')
  .optional() // altitude
  .number(',([01])?')
  .optional() // ignition
  .number(',([01])?')
  .optional() // door
  .groupBegin()
  .number(',(?:(d+.d+)%)?') // fuel 1
  .number(',(?:(d+.d+)%|d+)?') // fuel 2
  .groupEnd('?')
  .number(',([-+]?d+)?')
  .optional() // temperature
  .groupEnd()
  .any()
  .compile();

export const PATTERN_OBD = new PatternBuilder()
  .text('imei:')
  .number('(d+),')
  .expression('OBD,')
  .number('(dd)(dd)(dd)') // date (yymmdd)
  .number('(dd)(dd)(dd),') // time (hhmmss)
  .number('(d+)?,') // odometer
  .number('(d+.d+)?,') // fuel instant
  .number('(d+.d+)?,') // fuel average
  .number('(d+)?,') // hours
  .number('(d+),') // speed
  .number('(d+.?d*%),') // power load
  .number('(?:([-+]?d+)|[-+]?),') // temperature
  .number('(d+.?d*%),') // throttle
  .number('(d+),') // rpm
  .number('(d+.d+),') // battery
  .number('([^;]*)') // dtcs
  .any()
  .compile();

export const PATTERN_ALT = new PatternBuilder()
  .text('imei:')
  .number('(d+),')
  .expression('[^,]+,')
  .expression('(?:-+|(.+)),') // event
  .expression('(?:-+|(.+)),') // sensor id
  .expression('(?:-+|(.+)),') // sensor voltage
  .number('(dd)(dd)(dd),') // time (hhmmss)
  .number('(dd)(dd)(dd),') // date (ddmmyy)
  .number('(d+),') // rssi
  .number('(d),') // gps status
  .number('(-?d+.d+),') // latitude
  .number('(-?d+.d+),') // longitude
  .number('(d+),') // speed
  .number('(d+),') // course
  .number('(-?d+),') // altitude
  .number('(d+.d+),') // hdop
  .number('(d+),') // satellites
  .number('([01]),') // ignition
  .number('([01]),') // charge
  .expression('(?:-+|(.+))') // error
  .any()
  .compile();
