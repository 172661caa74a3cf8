import { PatternBuilder } from '../base/pattern';
import { LOCATION } from './location';

/** The start of a `+RESP:<type>` report: protocol version, then the IMEI (captured). */
const head = (type: string) =>
  new PatternBuilder()
    .text(`+RESP:${type},`)
    .expression('(?:.{6}|.{10})?,') // protocol version
    .number('(d{15}|x{14}),'); // imei

/** The end every report shares: the time it was sent and its count number. */
const tail = (builder: PatternBuilder) =>
  builder
    .number('(dddd)(dd)(dd)') // date (yyyymmdd)
    .number('(dd)(dd)(dd)')
    .optional(2) // time (hhmmss)
    .text(',')
    .number('(xxxx)') // count number
    .text('$')
    .optional()
    .compile();

export const PATTERN_VER = new PatternBuilder()
  .text('+')
  .expression('(?:RESP|BUFF):GTVER,')
  .expression('(?:.{6}|.{10})?,') // protocol version
  .number('(d{15}|x{14}),') // imei
  .expression('[^,]*,') // device name
  .expression('([^,]*),') // device type
  .number('(xxxx),') // firmware version
  .number('(xxxx),') // hardware version
  .number('(dddd)(dd)(dd)') // date (yyyymmdd)
  .number('(dd)(dd)(dd),') // time (hhmmss)
  .number('(xxxx)') // counter
  .text('$')
  .optional()
  .compile();

export const PATTERN_OBD = tail(
  head('GTOBD')
    .expression('(?:[0-9A-Z]{17})?,') // vin
    .expression('[^,]{0,20},') // device name
    .expression('[01],') // report type
    .number('x{1,8},') // report mask
    .expression('(?:[0-9A-Z]{17})?,') // vin
    .number('[01],') // obd connect
    .number('(?:d{1,5})?,') // obd voltage
    .number('(?:x{8})?,') // support pids
    .number('(d{1,5})?,') // engine rpm
    .number('(d{1,3})?,') // speed
    .number('(-?d{1,3})?,') // coolant temp
    .number('(d+.?d*|Inf|NaN)?,') // fuel consumption
    .number('(d{1,5})?,') // dtcs cleared distance
    .number('(?:d{1,5})?,')
    .expression('([01])?,') // obd connect
    .number('(d{1,3})?,') // number of dtcs
    .number('(x*),') // dtcs
    .number('(d{1,3})?,') // throttle
    .number('(?:d{1,3})?,') // engine load
    .number('(d{1,3})?,') // fuel level
    .expression('(?:[0-9A],)?') // obd protocol
    .number('(d+),') // odometer
    .expression(LOCATION.source())
    .number('(d{1,7}.d)?,'), // odometer
);

export const PATTERN_FRI = tail(
  new PatternBuilder()
    .text('+')
    .expression('(?:RESP|BUFF):GT...,')
    .expression('(?:.{6}|.{10})?,') // protocol version
    .number('(d{15}|x{14}),') // imei
    .expression('(?:([0-9A-Z]{17}),)?') // vin
    .expression('[^,]*,') // device name
    .number('(d+)?,') // power
    .number('(d{1,2}),')
    .optional() // report type
    .number('d{1,2},')
    .optional() // count
    .number('d*,')
    .optional() // reserved
    .number('(d+),')
    .optional() // battery
    .expression('((?:')
    .expression(LOCATION.source())
    .expression(')+)')
    .groupBegin()
    .number('d{1,2},')
    .number('(d{1,5})?,') // battery
    .number('(d{1,3}),') // battery level
    .number('[01],') // mode
    .number('(?:[01])?,') // motion
    .number('(-?d{1,2}.d)?,') // temperature
    .or()
    .number('(d{1,7}.d)?,') // odometer
    .number('(d{5}:dd:dd)?,') // hour meter
    .number('(x+)?,') // adc 1
    .number('(x+)?,') // adc 2
    .number('d*,')
    .optional() // reserved
    .number('(d{1,3})?,') // battery
    .number('(x{6})?,') // device status
    .number('(d+)?,') // rpm
    .number('(?:d+.?d*|Inf|NaN)?,') // fuel consumption
    .number('(d+)?,') // fuel level
    .or()
    .number('(-?d),') // rssi
    .number('(d{1,3}),') // battery
    .or()
    .number('(d{1,7}.d)?,')
    .optional() // odometer
    .number('(d{1,3})?,') // battery
    .groupEnd()
    .any(),
);

export const PATTERN_LSW = tail(
  new PatternBuilder()
    .text('+RESP:')
    .expression('GT[LT]SW,')
    .expression('(?:.{6}|.{10})?,') // protocol version
    .number('(d{15}|x{14}),') // imei
    .expression('[^,]*,') // device name
    .number('[01],') // type
    .number('([01]),') // state
    .expression(LOCATION.source()),
);

export const PATTERN_IDA = tail(
  head('GTIDA')
    .expression('[^,]*,,') // device name
    .number('([^,]+),') // rfid
    .expression('[01],') // report type
    .number('1,') // count
    .expression(LOCATION.source())
    .number('(d+.d),') // odometer
    .text(',,,,'),
);

export const PATTERN_WIF = tail(
  head('GTWIF')
    .expression('[^,]*,') // device name
    .number('(d+),') // count
    .number('((?:x{12},-?d+,,,,)+),,,,') // wifi
    .number('(d{1,3}),'), // battery
);

export const PATTERN_GSM = tail(
  head('GTGSM')
    .expression('(?:STR|CTN|NMR|RTL),') // fix type
    .expression('(.*)'), // cells
);

export const PATTERN_PNA = tail(
  new PatternBuilder()
    .text('+RESP:GT')
    .expression('P[NF]A,')
    .expression('(?:.{6}|.{10})?,') // protocol version
    .number('(d{15}|x{14}),') // imei
    .expression('[^,]*,'), // device name
);

export const PATTERN_DAR = tail(
  head('GTDAR')
    .expression('[^,]*,') // device name
    .number('(d),') // warning type
    .number('(d{1,2}),,,') // fatigue degree
    .expression(LOCATION.source())
    .any(),
);

export const PATTERN_DTT = tail(
  head('GTDTT')
    .expression('[^,]*,,,') // device name
    .number('d,') // data type
    .number('d+,') // data length
    .number('(x+),'), // data
);

export const PATTERN_BAA = tail(
  head('GTBAA')
    .expression('[^,]*,') // device name
    .number('x+,') // index
    .number('d,') // accessory type
    .number('d,') // accessory model
    .number('x+,') // alarm type
    .number('(x{4}),') // append mask
    .expression('((?:[^,]+,){0,6})') // accessory optionals
    .expression(LOCATION.source())
    .any(),
);

export const PATTERN_BID = tail(
  head('GTBID')
    .expression('[^,]*,') // device name
    .number('d,') // count
    .number('d,') // accessory model
    .number('(x{4}),') // append mask
    .expression('((?:[^,]+,){0,2})') // accessory optionals
    .expression(LOCATION.source())
    .any(),
);

export const PATTERN_LSA = tail(
  head('GTLSA')
    .expression('[^,]*,') // device name
    .number('d,') // event state 1
    .number('d,') // event state 2
    .number('d+,') // number
    .expression(LOCATION.source())
    .number('d+,') // bit error rate
    .number('(d),') // light level
    .number('(d+),') // battery level
    .number('[01],') // mode selection
    .number('[01]?,') // movement status
    .number('(-?d+.d)?,'), // temperature
);

export const PATTERN_WIFI = /([0-9a-fA-F]{12}),(-?\d+),,,,/g;
