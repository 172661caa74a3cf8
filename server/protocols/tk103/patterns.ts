import { PatternBuilder } from '../base/pattern';

/** TK103 (Coban and compatibles) sentences, as Traccar's Tk103ProtocolDecoder reads them. */
export const PATTERN = new PatternBuilder()
  .text('(')
  .optional()
  .groupBegin()
  .expression('(.{12})') // device id
  .or()
  .expression('([^,]+),') // device id
  .groupEnd()
  .expression('(.{4}),?') // command
  .groupBegin()
  .number('(d*)')
  .or()
  .text(',ALARM,')
  .number('(d),') // alarm type
  .number('d+,')
  .groupEnd()
  .number('(dd)(dd)(dd),?') // date
  .expression('([AV]),?') // validity
  .number(' *(d*)(dd.d+)') // latitude
  .expression('([NS]),?')
  .number(' *(d*)(dd.d+)') // longitude
  .expression('([EW]),?')
  .number('([ d.]{1,5})(?:d*,)?') // speed
  .number('(dd)(dd)(dd),?') // time (hhmmss)
  .groupBegin()
  .number('(?:([ d.]{6})|(dd)),?') // course
  .number('([01])') // charge
  .number('([01])') // ignition
  .number('(x)') // io
  .number('(x)') // io
  .number('(x)') // io
  .number('(xxx)') // fuel
  .number('L(x+)') // odometer
  .or()
  .number('(d+.d+)') // course
  .groupEnd()
  .any()
  .number('([+-]ddd.d)?') // temperature
  .text(')')
  .optional()
  .compile();

export const PATTERN_BATTERY = new PatternBuilder()
  .text('(')
  .optional()
  .number('(d+),')
  .text('ZC20,')
  .number('(dd)(dd)(dd),') // date (ddmmyy)
  .number('(dd)(dd)(dd),') // time
  .number('(d+),') // battery level
  .number('(d+),') // battery voltage
  .number('(d+),') // power voltage
  .number('d+')
  .any()
  .compile();

export const PATTERN_CELL = new PatternBuilder()
  .text('(')
  .number('(d{12})')
  .expression('.{4}')
  .number('(?:d{15})?,')
  .expression('(.+),') // cells
  .number('(d{8})') // odometer
  .text(')')
  .compile();

export const PATTERN_NETWORK = new PatternBuilder()
  .text('(')
  .optional()
  .number('(d{12})')
  .text('BZ00,')
  .number('(d+),') // mcc
  .number('(d+),') // mnc
  .number('(x+),') // lac
  .number('(x+),') // cid
  .any()
  .compile();

export const PATTERN_LBSWIFI = new PatternBuilder()
  .text('(')
  .optional()
  .number('(d+),')
  .expression('(.{4}),')
  .number('(d+),') // mcc
  .number('(d+),') // mnc
  .number('(d+),') // lac
  .number('(d+),') // cid
  .number('(d+),') // wifi count
  .number('((?:(?:xx:){5}(?:xx)\\*[-+]?d+\\*d+,)*)')
  .number('(dd)(dd)(dd),')
  .number('(dd)(dd)(dd)')
  .any()
  .compile();

export const PATTERN_COMMAND_RESULT = new PatternBuilder()
  .text('(')
  .optional()
  .number('(d+),')
  .expression('.{4},')
  .number('(dd)(dd)(dd),')
  .number('(dd)(dd)(dd),')
  .expression('\\$([\\s\\S]*?)(?:\\$|$)')
  .any()
  .compile();

export const PATTERN_VIN = new PatternBuilder()
  .text('(')
  .number('(d+)')
  .expression('BV00')
  .expression('(.{17})')
  .text(')')
  .compile();
