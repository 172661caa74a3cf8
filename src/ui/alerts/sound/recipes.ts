/**
 * The 24 preset notification sounds (SPEC §9), synthesized: no audio file is shipped. Keys are
 * Tarkan's (`audio1`…`audio24`), so a notification saved there keeps its sound; each recipe
 * echoes the character of Tarkan's sound of the same number (chimes first, sirens and alarms
 * from 16 on). Square and sawtooth waves are kept quieter: their harmonics sound louder.
 */
import { beep, bell, glide, ping, repeat, seq, type SoundRecipe } from './notes';

export const SOUND_RECIPES: readonly SoundRecipe[] = [
  { key: 'audio1', name: 'Chime', notes: [ping(0, 'B5', 0.6, 0.28), ping(0.13, 'E6', 0.9, 0.28)] },
  {
    key: 'audio2',
    name: 'Marimba',
    notes: seq(0, 0.11, ['C6', 'E6', 'G6', 'E6'], (t, n, i) =>
      ping(t, n, i === 3 ? 0.6 : 0.25, 0.32, 'triangle'),
    ),
  },
  {
    key: 'audio3',
    name: 'Tune',
    notes: seq(0, 0.16, ['G5', 'D6', 'B5', 'G6'], (t, n, i) =>
      ping(t, n, i === 3 ? 0.9 : 0.35, 0.26),
    ),
  },
  {
    key: 'audio4',
    name: 'Tri-tone',
    notes: seq(0, 0.09, ['D6', 'F#6', 'A6'], (t, n) => ping(t, n, 0.45, 0.24)),
  },
  {
    key: 'audio5',
    name: 'Cave',
    notes: seq(0, 0.22, [0.32, 0.16, 0.08, 0.04], (t, g) => ping(t, 'A4', 0.7, g, 'triangle')),
  },
  { key: 'audio6', name: 'Pay', notes: [ping(0, 'A6', 0.25, 0.28), ping(0.09, 'E7', 0.6, 0.26)] },
  {
    key: 'audio7',
    name: 'Sparkle',
    notes: seq(0, 0.05, ['C6', 'E6', 'G6', 'C7', 'E7'], (t, n) => ping(t, n, 0.4, 0.18)),
  },
  {
    key: 'audio8',
    name: 'Crosswalk',
    notes: repeat(5, 0.14, (t) => beep(t, 'A5', 0.035, 0.12)),
  },
  {
    key: 'audio9',
    name: 'Bird',
    notes: [0, 0.15, 0.5, 0.65].map((t) => glide(t, 'C7', 'G6', 0.09, 0.18, 'sine')),
  },
  {
    key: 'audio10',
    name: 'Definite',
    notes: [beep(0, 'G5', 0.12, 0.3, 'triangle'), ping(0.14, 'C6', 0.5, 0.32, 'triangle')],
  },
  { key: 'audio11', name: 'Bell', notes: bell(0, 'A5', 1.4, 0.28) },
  {
    key: 'audio12',
    name: 'Ta-dum',
    notes: [
      ping(0, 'E3', 0.27, 0.5),
      ping(0, 'E4', 0.25, 0.12, 'triangle'),
      ping(0.28, 'A2', 1.1, 0.55),
      ping(0.28, 'A3', 0.9, 0.15, 'triangle'),
    ],
  },
  {
    key: 'audio13',
    name: 'Coin',
    notes: [beep(0, 'B5', 0.08, 0.14), ping(0.08, 'E6', 0.45, 0.14, 'square')],
  },
  {
    key: 'audio14',
    name: 'Click',
    notes: [
      ...repeat(2, 0.12, (t) => glide(t, 'C7', 'C5', 0.035, 0.25, 'square')),
      ping(0.26, 'G5', 0.25, 0.22, 'triangle'),
    ],
  },
  {
    key: 'audio15',
    name: 'Rings',
    notes: repeat(2, 0.16, (t) =>
      seq(t, 0.045, ['E6', 'A6', 'E7'], (s, n) => ping(s, n, 0.22, 0.18, 'triangle')),
    ),
  },
  {
    key: 'audio16',
    name: 'Siren',
    notes: [glide(0, 600, 1300, 0.6, 0.22), glide(0.6, 1300, 600, 0.6, 0.22)],
  },
  {
    key: 'audio17',
    name: 'Hi-lo',
    notes: repeat(2, 0.5, (t) => [beep(t, 'B5', 0.24, 0.1), beep(t + 0.25, 'E5', 0.24, 0.1)]),
  },
  {
    key: 'audio18',
    name: 'Whoop',
    notes: repeat(2, 0.45, (t) => glide(t, 350, 1400, 0.38, 0.24)),
  },
  {
    key: 'audio19',
    name: 'Alert',
    notes: repeat(3, 0.16, (t) => beep(t, 'A5', 0.1, 0.11)),
  },
  {
    key: 'audio20',
    name: 'Yelp',
    notes: repeat(8, 0.13, (t, i) =>
      glide(t, i % 2 ? 1500 : 700, i % 2 ? 700 : 1500, 0.13, 0.1, 'square'),
    ),
  },
  {
    key: 'audio21',
    name: 'Jingle',
    notes: seq(0, 0.1, ['E6', 'E6', 'G6', 'C6', 'D6'], (t, n, i) =>
      ping(t, n, i === 4 ? 0.7 : 0.2, 0.26, 'triangle'),
    ),
  },
  {
    key: 'audio22',
    name: 'Whistle',
    notes: [
      glide(0, 'G5', 'C7', 0.22, 0.22, 'sine'),
      glide(0.34, 'G5', 'D7', 0.18, 0.22, 'sine'),
      glide(0.52, 'D7', 'G5', 0.4, 0.22, 'sine'),
    ],
  },
  {
    key: 'audio23',
    name: 'Pop',
    notes: [glide(0, 'G5', 'C6', 0.06, 0.25, 'sine'), ping(0.07, 'G6', 0.35, 0.2)],
  },
  {
    key: 'audio24',
    name: 'Car alarm',
    notes: repeat(12, 0.09, (t, i) => beep(t, i % 2 ? 1300 : 1000, 0.08, 0.1)),
  },
];

const BY_KEY = new Map(SOUND_RECIPES.map((recipe) => [recipe.key, recipe]));

/** The recipe of a preset key, or undefined for an unknown key. */
export function recipeOf(key: string): SoundRecipe | undefined {
  return BY_KEY.get(key);
}

/** How long a recipe sounds, in seconds. */
export function durationOf(recipe: SoundRecipe): number {
  return Math.max(...recipe.notes.map((note) => note.at + note.dur));
}
