import { gl200Speaker } from './gl200';
import { gt06Speaker } from './gt06';
import { gps103Speaker } from './gps103';
import { h02Speaker } from './h02';
import { jt808Speaker } from './jt808';
import { meitrackSpeaker } from './meitrack';
import { suntechSpeaker } from './suntech';
import { teltonikaSpeaker } from './teltonika';
import { tk103Speaker } from './tk103';
import { watchSpeaker } from './watch';
import type { DeviceSpeaker } from './types';

/** The simulated trackers, by protocol name. */
export const DEVICE_SPEAKERS: Record<string, DeviceSpeaker> = {
  gt06: gt06Speaker,
  h02: h02Speaker,
  gps103: gps103Speaker,
  suntech: suntechSpeaker,
  teltonika: teltonikaSpeaker,
  tk103: tk103Speaker,
  watch: watchSpeaker,
  meitrack: meitrackSpeaker,
  gl200: gl200Speaker,
  jt808: jt808Speaker,
};
