import { PatternBuilder } from '../base/pattern';

/** The H02 text messages, as Traccar's H02ProtocolDecoder describes them. */
export const PATTERN = new PatternBuilder()
  .text('*')
  .expression('..,') // manufacturer
  .number('(d+)?,') // imei
  .groupBegin()
  .text('V4,')
  .expression('(.*),') // response
  .or()
  .expression('(V[^,]*),')
  .groupEnd()
  .number('(?:(dd)(dd)(dd))?,') // time (hhmmss)
  .groupBegin()
  .expression('([ABV])?,') // validity
  .or()
  .number('(d+),') // coding scheme
  .groupEnd()
  .groupBegin()
  .number('-(d+)-(d+.d+),([NS]),')
  .or()
  .number('(d*)(dd.d+),([NS]),')
  .or()
  .number('(d+)(dd)(d{4}),([NS]),')
  .groupEnd()
  .groupBegin()
  .number('-(d+)-(d+.d+),([EW]),')
  .or()
  .number('(d*)(dd.d+),([EW]),')
  .or()
  .number('(d+)(dd)(d{4}),([EW]),')
  .groupEnd()
  .number(' *(d+.?d*),') // speed
  .number('(d+.?d*)?,') // course
  .number('(?:d+,)?') // battery
  .number('(?:(dd)(dd)(dd))?') // date (ddmmyy)
  .groupBegin()
  .expression(',[^,]*,')
  .expression('[^,]*,')
  .expression('[^,]*') // sim info
  .groupEnd('?')
  .groupBegin()
  .number(',(x{8})')
  .groupBegin()
  .number(',(d+),') // odometer
  .number('(-?d+),') // temperature
  .number('(d+.d+),') // fuel
  .number('(-?d+),') // altitude
  .number('(x+),') // lac
  .number('(x+)') // cid
  .or()
  .text(',')
  .expression('(.*)') // data
  .or()
  .groupEnd()
  .or()
  .groupEnd()
  .text('#')
  .compile();

export const PATTERN_NBR = new PatternBuilder()
  .text('*')
  .expression('..,')
  .number('(d+),')
  .text('NBR,')
  .number('(dd)(dd)(dd),')
  .number('(d+),') // mcc
  .number('(d+),') // mnc
  .number('d+,')
  .number('d+,')
  .number('((?:d+,d+,-?d+,)+)') // cells
  .number('(dd)(dd)(dd),')
  .number('(x{8})')
  .any()
  .compile();

export const PATTERN_LINK = new PatternBuilder()
  .text('*')
  .expression('..,')
  .number('(d+),')
  .text('LINK,')
  .number('(dd)(dd)(dd),')
  .number('(d+),') // rssi
  .number('(d+),') // satellites
  .number('(d+),') // battery
  .number('(d+),') // steps
  .number('(d+),') // turnovers
  .number('(dd)(dd)(dd),')
  .number('(x{8})')
  .any()
  .compile();

export const PATTERN_V3 = new PatternBuilder()
  .text('*')
  .expression('..,')
  .number('(d+),')
  .text('V3,')
  .number('(dd)(dd)(dd),')
  .number('(ddd)') // mcc
  .number('(d+),') // mnc
  .number('(d+),') // count
  .expression('(.*),') // cell info
  .number('(x{4}),') // battery
  .number('d+,')
  .text('X,')
  .number('(dd)(dd)(dd),')
  .number('(x{8})')
  .text('#')
  .optional()
  .compile();

export const PATTERN_VP1 = new PatternBuilder()
  .text('*hq,')
  .number('(d{15}),')
  .text('VP1,')
  .groupBegin()
  .text('V,')
  .number('(d+),') // mcc
  .number('(d+),') // mnc
  .expression('([^#]+)') // cells
  .or()
  .expression('[AB],')
  .number('(d+)(dd.d+),')
  .expression('([NS]),')
  .number('(d+)(dd.d+),')
  .expression('([EW]),')
  .number('(d+.d+),') // speed
  .number('(d+.d+),') // course
  .number('(dd)(dd)(dd)') // date (ddmmyy)
  .groupEnd()
  .any()
  .compile();

export const PATTERN_HTBT = new PatternBuilder()
  .text('*HQ,')
  .number('(d{15}),')
  .text('HTBT,')
  .number('(d+)') // battery
  .any()
  .compile();

export const PATTERN_SMS = new PatternBuilder()
  .text('*HQ,')
  .number('(d+),')
  .text('SMS,')
  .expression('(.+)')
  .text('#')
  .compile();
