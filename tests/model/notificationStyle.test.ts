import { describe, expect, it } from 'vitest';
import { isSoundFileUrl, NOTIFICATION_SOUNDS } from '@farol/model';

describe('notification sounds', () => {
  it('has 24 presets, audio1…audio24', () => {
    expect(NOTIFICATION_SOUNDS).toHaveLength(24);
    expect(NOTIFICATION_SOUNDS[0]).toBe('audio1');
    expect(NOTIFICATION_SOUNDS[23]).toBe('audio24');
  });

  it.each([
    ['https://cdn.example.com/sounds/horn.mp3', true],
    ['http://example.com/a.WAV', true],
    ['https://example.com/a.ogg?version=2#start', true],
    ['/custom/sounds/alarm.mp3', true],
    ['sounds/alarm.ogg', true],
    ['https://example.com/a.flac', false],
    ['https://example.com/mp3', false],
    ['https://example.com/a.mp3.exe', false],
    ['https://example.com/?file=a.mp3', false],
    ['ftp://example.com/a.mp3', false],
    ['javascript:alert(1)//a.mp3', false],
    ['data:audio/mp3;base64,AAAA', false],
    ['', false],
    ['   ', false],
    ['http://[bad', false],
  ])('isSoundFileUrl(%j) → %s', (url, expected) => {
    expect(isSoundFileUrl(url)).toBe(expected);
  });
});
