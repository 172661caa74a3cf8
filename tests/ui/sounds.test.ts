import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SOUNDS } from '@farol/model';
import { pitch, type SoundRecipe } from '../../src/ui/alerts/sound/notes';
import { createSoundPlayer, type PlayerEnv } from '../../src/ui/alerts/sound/player';
import { durationOf, recipeOf, SOUND_RECIPES } from '../../src/ui/alerts/sound/recipes';
import { MASTER_GAIN, playRecipe, type AudioContextLike } from '../../src/ui/alerts/sound/synth';

/** An AudioContext that records what is scheduled. */
function recordingContext(currentTime = 10) {
  const calls: string[] = [];
  const oscillators: { type: string; starts: number[]; stops: number[]; freq: string[] }[] = [];
  const param = (name: string, log: string[] = calls) => ({
    setValueAtTime: (v: number, t: number) => void log.push(`${name}=${v}@${t.toFixed(3)}`),
    linearRampToValueAtTime: (v: number, t: number) =>
      void log.push(`${name}~${v}@${t.toFixed(3)}`),
    exponentialRampToValueAtTime: (v: number, t: number) =>
      void log.push(`${name}^${v}@${t.toFixed(3)}`),
  });
  const destination = { connect: () => undefined };
  const connections: [unknown, unknown][] = [];
  const context: AudioContextLike = {
    currentTime,
    destination,
    createOscillator() {
      const record = {
        type: 'sine',
        starts: [] as number[],
        stops: [] as number[],
        freq: [] as string[],
      };
      oscillators.push(record);
      const node = {
        get type() {
          return record.type as OscillatorType;
        },
        set type(value: OscillatorType) {
          record.type = value;
        },
        frequency: param('f', record.freq),
        start: (t: number) => void record.starts.push(t),
        stop: (t: number) => void record.stops.push(t),
        connect: (to: unknown) => void connections.push([node, to]),
      };
      return node;
    },
    createGain() {
      const node = {
        gain: param('g'),
        connect: (to: unknown) => void connections.push([node, to]),
      };
      return node;
    },
  };
  return { context, calls, oscillators, connections, destination };
}

describe('preset sounds', () => {
  it('defines the 24 presets, keyed audio1…audio24, each with its own name', () => {
    expect(SOUND_RECIPES.map((recipe) => recipe.key)).toEqual(NOTIFICATION_SOUNDS);
    expect(new Set(SOUND_RECIPES.map((recipe) => recipe.name)).size).toBe(24);
  });

  it('no two presets are the same sound', () => {
    const signatures = SOUND_RECIPES.map((recipe) => JSON.stringify(recipe.notes));
    expect(new Set(signatures).size).toBe(24);
  });

  it.each(SOUND_RECIPES.map((recipe) => [recipe.key, recipe] as const))(
    '%s is short, audible and never clips',
    (_, recipe) => {
      expect(recipe.notes.length).toBeGreaterThan(0);
      expect(durationOf(recipe)).toBeGreaterThan(0.2);
      expect(durationOf(recipe)).toBeLessThanOrEqual(1.6);
      for (const note of recipe.notes) {
        expect(note.at).toBeGreaterThanOrEqual(0);
        expect(note.dur).toBeGreaterThan(0.02);
        for (const f of [note.freq, note.to ?? note.freq]) {
          expect(f).toBeGreaterThanOrEqual(80);
          expect(f).toBeLessThanOrEqual(5000);
        }
        expect(note.gain).toBeGreaterThan(0);
        // Square and sawtooth carry strong harmonics: they stay quieter.
        expect(note.gain).toBeLessThanOrEqual(
          note.wave === 'square' || note.wave === 'sawtooth' ? 0.25 : 0.6,
        );
      }
      // The gains sounding together never exceed 1 (before the master gain).
      for (const probe of recipe.notes) {
        const sounding = recipe.notes.filter((n) => n.at <= probe.at && probe.at < n.at + n.dur);
        expect(sounding.reduce((sum, n) => sum + n.gain, 0)).toBeLessThanOrEqual(1);
      }
    },
  );

  it.each([
    ['A4', 440],
    ['A5', 880],
    ['C4', 261.63],
    ['C#6', 1108.73],
    ['Bb3', 233.08],
  ])('pitch(%s) = %f Hz', (name, hz) => {
    expect(pitch(name)).toBeCloseTo(hz, 1);
  });

  it('unknown keys have no recipe', () => {
    expect(recipeOf('audio25')).toBeUndefined();
    expect(recipeOf('audio24')?.name).toBe('Car alarm');
  });
});

describe('synthesis', () => {
  it('schedules one oscillator per note with its envelope, through a master gain', () => {
    const { context, oscillators, connections, destination, calls } = recordingContext();
    const recipe: SoundRecipe = {
      key: 'test',
      name: 'Test',
      notes: [
        { at: 0, dur: 0.4, freq: 440, wave: 'sine', gain: 0.5, shape: 'ping' },
        { at: 0.5, dur: 0.4, freq: 600, to: 1300, wave: 'square', gain: 0.2, shape: 'tone' },
      ],
    };
    const end = playRecipe(context, recipe, 10);
    expect(end).toBeCloseTo(10.9);
    expect(oscillators.map((o) => o.type)).toEqual(['sine', 'square']);
    expect(oscillators.map((o) => o.starts)).toEqual([[10], [10.5]]);
    // Each oscillator stops once, 20 ms after its note.
    expect(oscillators.map((o) => o.stops.length)).toEqual([1, 1]);
    expect(oscillators[0]!.stops[0]).toBeCloseTo(10.42);
    expect(oscillators[1]!.stops[0]).toBeCloseTo(10.92);
    expect(oscillators.map((o) => o.freq)).toEqual([
      ['f=440@10.000'],
      ['f=600@10.500', 'f^1300@10.900'],
    ]);
    // Master gain, then a ping (5 ms attack, exponential decay) and a tone (10 ms attack and
    // release around its level).
    expect(calls).toEqual([
      `g=${MASTER_GAIN}@10.000`,
      'g=0.0001@10.000',
      'g~0.5@10.005',
      'g^0.0001@10.400',
      'g=0.0001@10.500',
      'g~0.2@10.510',
      'g=0.2@10.890',
      'g~0.0001@10.900',
    ]);
    const toDestination = connections.filter(([, to]) => to === destination);
    expect(toDestination).toHaveLength(1);
  });

  it('a preset plays its own notes: audio16, the siren, glides up then down', () => {
    const { context, oscillators } = recordingContext();
    playRecipe(context, recipeOf('audio16')!, 10);
    expect(oscillators.map((o) => o.freq)).toEqual([
      ['f=600@10.000', 'f^1300@10.600'],
      ['f=1300@10.600', 'f^600@11.200'],
    ]);
  });

  it('every preset schedules something distinct', () => {
    const schedules = SOUND_RECIPES.map((recipe) => {
      const { context, oscillators } = recordingContext(0);
      playRecipe(context, recipe, 0);
      return JSON.stringify(oscillators);
    });
    expect(new Set(schedules).size).toBe(24);
  });
});

/** Each oscillator's wave and first frequency (Hz, 2 decimals). */
const played = (oscillators: { type: string; freq: string[] }[]) =>
  oscillators.map((o) => `${o.type} ${Number(/=([\d.]+)@/.exec(o.freq[0]!)![1]).toFixed(2)}`);
/** audio3 'Tune': G5 D6 B5 G6, sine. */
const TUNE = ['sine 783.99', 'sine 1174.66', 'sine 987.77', 'sine 1567.98'];
/** audio2 'Marimba': C6 E6 G6 E6, triangle. */
const MARIMBA = ['triangle 1046.50', 'triangle 1318.51', 'triangle 1567.98', 'triangle 1318.51'];
/** audio5 'Cave': A4 four times, fading, triangle. */
const CAVE = Array<string>(4).fill('triangle 440.00');

describe('sound player', () => {
  function env(fail?: 'error' | 'reject' | 'blocked') {
    const rec = recordingContext();
    const audios: string[] = [];
    const warn = vi.fn();
    const resume = vi.fn(async () => undefined);
    const playerEnv: PlayerEnv = {
      createContext: () => Object.assign(rec.context, { state: 'suspended', resume }),
      createAudio(url) {
        audios.push(url);
        let onError = () => {};
        return {
          addEventListener: (_: 'error', listener: () => void) => void (onError = listener),
          play: async () => {
            if (fail === 'error') onError();
            if (fail === 'reject')
              throw Object.assign(new Error('decode'), { name: 'NotSupportedError' });
            if (fail === 'blocked')
              throw Object.assign(new Error('gesture'), { name: 'NotAllowedError' });
          },
        };
      },
      warn,
    };
    return { player: createSoundPlayer(playerEnv), rec, audios, warn, resume };
  }

  it('plays presets with the synthesizer, resuming a suspended context', () => {
    const { player, rec, resume } = env();
    player.play({ kind: 'preset', key: 'audio3' });
    expect(played(rec.oscillators)).toEqual(TUNE);
    expect(resume).toHaveBeenCalled();
  });

  it('plays nothing for mute', () => {
    const { player, rec, audios } = env();
    player.play({ kind: 'mute' });
    expect(rec.oscillators).toHaveLength(0);
    expect(audios).toHaveLength(0);
  });

  it('plays a custom URL through an audio element', async () => {
    const { player, rec, audios, warn } = env();
    player.play({ kind: 'url', url: 'https://x.test/horn.mp3', fallback: 'audio2' });
    await Promise.resolve();
    expect(audios).toEqual(['https://x.test/horn.mp3']);
    expect(rec.oscillators).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['error', 'reject'] as const)(
    'a custom URL that fails (%s) falls back to its preset with a warning',
    async (failure) => {
      const { player, rec, warn } = env(failure);
      player.play({ kind: 'url', url: 'https://x.test/gone.ogg', fallback: 'audio2' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(played(rec.oscillators)).toEqual(MARIMBA);
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('an autoplay refusal is not a broken file: no fallback, no warning', async () => {
    const { player, rec, warn } = env('blocked');
    player.play({ kind: 'url', url: 'https://x.test/horn.wav', fallback: 'audio2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rec.oscillators).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a rejected URL plays the preset and warns once per URL', () => {
    const { player, rec, warn } = env();
    const sound = { kind: 'preset', key: 'audio5', rejectedUrl: 'https://x.test/a.flac' } as const;
    player.play(sound);
    player.play(sound);
    expect(played(rec.oscillators)).toEqual([...CAVE, ...CAVE]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('https://x.test/a.flac');
  });
});
