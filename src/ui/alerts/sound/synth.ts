/**
 * Plays a recipe with the Web Audio API: one oscillator and one gain envelope per note, into a
 * master gain. Only the parts of an AudioContext it uses are named, so tests can record them.
 */
import type { Note, SoundRecipe } from './notes';

export interface ParamLike {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
export interface NodeLike {
  connect(destination: NodeLike): unknown;
}
export interface OscillatorLike extends NodeLike {
  type: OscillatorType;
  frequency: ParamLike;
  start(time: number): void;
  stop(time: number): void;
}
export interface GainLike extends NodeLike {
  gain: ParamLike;
}
export interface AudioContextLike {
  readonly currentTime: number;
  readonly destination: NodeLike;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
}

/** Overall level of the presets. */
export const MASTER_GAIN = 1;
/** Exponential ramps cannot reach 0: this is silence. */
const SILENT = 0.0001;
const ATTACK = { ping: 0.005, tone: 0.01 };

function envelope(gain: ParamLike, note: Note, start: number): void {
  const end = start + note.dur;
  const attack = Math.min(ATTACK[note.shape], note.dur / 4);
  gain.setValueAtTime(SILENT, start);
  gain.linearRampToValueAtTime(note.gain, start + attack);
  if (note.shape === 'ping') {
    gain.exponentialRampToValueAtTime(SILENT, end);
  } else {
    gain.setValueAtTime(note.gain, end - attack);
    gain.linearRampToValueAtTime(SILENT, end);
  }
}

/** Schedules `recipe` to start at `start` (context time, seconds); returns when it ends. */
export function playRecipe(context: AudioContextLike, recipe: SoundRecipe, start: number): number {
  const master = context.createGain();
  master.gain.setValueAtTime(MASTER_GAIN, start);
  master.connect(context.destination);
  let end = start;
  for (const note of recipe.notes) {
    const begin = start + note.at;
    const oscillator = context.createOscillator();
    oscillator.type = note.wave;
    oscillator.frequency.setValueAtTime(note.freq, begin);
    if (note.to !== undefined) {
      oscillator.frequency.exponentialRampToValueAtTime(note.to, begin + note.dur);
    }
    const gain = context.createGain();
    envelope(gain.gain, note, begin);
    oscillator.connect(gain);
    gain.connect(master);
    oscillator.start(begin);
    oscillator.stop(begin + note.dur + 0.02);
    end = Math.max(end, begin + note.dur);
  }
  return end;
}
