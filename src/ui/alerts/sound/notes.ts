/**
 * The vocabulary of the preset sounds: a sound is a list of oscillator notes, each with an
 * envelope; the helpers below build the common gestures (pings, beeps, glides, bells).
 */

/** One oscillator note. Times in seconds from the start of the sound. */
export interface Note {
  at: number;
  dur: number;
  /** Frequency (Hz) at the start. */
  freq: number;
  /** Frequency reached at the end: a glide (sirens, chirps, whistles). */
  to?: number;
  wave: OscillatorType;
  /** Peak gain, 0–1. */
  gain: number;
  /**
   * `ping`: struck, a 5 ms attack then an exponential decay over `dur` (bells, plucks);
   * `tone`: held, 10 ms fades at both ends (beeps, sirens).
   */
  shape: 'ping' | 'tone';
}

/** A preset: its key (`audio1`…`audio24`), a name for people, and its notes. */
export interface SoundRecipe {
  key: string;
  name: string;
  notes: Note[];
}

const SEMITONES: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };

/** Equal-tempered frequency of a note name such as `A4` (440 Hz), `C#6` or `Bb3`. */
export function pitch(name: string): number {
  const match = /^([A-G])([#b]?)(\d)$/.exec(name);
  if (!match) throw new Error(`not a note: ${name}`);
  const [, letter, accidental, octave] = match;
  const offset = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  const semitones = SEMITONES[letter!]! + offset + (Number(octave) - 4) * 12;
  return 440 * 2 ** (semitones / 12);
}

type Freq = number | string;
const hz = (value: Freq) => (typeof value === 'number' ? value : pitch(value));

/** A struck note that rings out. */
export function ping(at: number, freq: Freq, dur = 0.5, gain = 0.3, wave: OscillatorType = 'sine') {
  return { at, dur, freq: hz(freq), wave, gain, shape: 'ping' } satisfies Note;
}

/** A held note with soft edges. */
export function beep(
  at: number,
  freq: Freq,
  dur: number,
  gain = 0.1,
  wave: OscillatorType = 'square',
) {
  return { at, dur, freq: hz(freq), wave, gain, shape: 'tone' } satisfies Note;
}

/** A held note sliding from one pitch to another. */
export function glide(
  at: number,
  from: Freq,
  to: Freq,
  dur: number,
  gain = 0.2,
  wave: OscillatorType = 'triangle',
): Note {
  return { at, dur, freq: hz(from), to: hz(to), wave, gain, shape: 'tone' };
}

/** A bell: a struck fundamental with the inharmonic partials that make it metallic. */
export function bell(at: number, freq: Freq, dur = 1.2, gain = 0.25): Note[] {
  const base = hz(freq);
  return [
    ping(at, base, dur, gain),
    ping(at, base * 2, dur * 0.6, gain * 0.4),
    ping(at, base * 2.76, dur * 0.4, gain * 0.25),
    ping(at, base * 5.4, dur * 0.2, gain * 0.12),
  ];
}

/** `make(time, item, index)` for each item, `step` seconds apart from `at`. */
export function seq<T>(
  at: number,
  step: number,
  items: readonly T[],
  make: (time: number, item: T, index: number) => Note | Note[],
): Note[] {
  return items.flatMap((item, index) => make(at + index * step, item, index));
}

/** The same gesture `times` times, `period` seconds apart. */
export function repeat(
  times: number,
  period: number,
  make: (time: number, index: number) => Note | Note[],
): Note[] {
  return Array.from({ length: times }, (_, index) => make(index * period, index)).flat();
}
