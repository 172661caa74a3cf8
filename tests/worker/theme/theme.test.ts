import { describe, expect, it } from 'vitest';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply } from '../support/fakes';
import { user } from '../support/fixtures';

const BRAND = { title: 'Rastreio Sul', appName: 'Sul', colors: { primary: '#aa0000' } };

function themeCore(route: (r: RecordedRequest) => Reply | undefined) {
  return testCore({ user: user(), devices: [], positions: [], extra: route });
}

const themeCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/tarkan/'));

describe('theme', () => {
  it('[TH1] saves texts and colours as PUT /tarkan/theme and answers the brand', async () => {
    const t = themeCore((r) => (r.path === '/tarkan/theme' ? { body: BRAND } : undefined));
    const brand = await t.core.saveTheme({
      config: { title: 'Rastreio Sul', appName: 'Sul' },
      colors: { primary: '#aa0000' },
    });
    expect(brand.title).toBe('Rastreio Sul');
    const [put] = themeCalls(t.requests);
    expect(put!.method).toBe('PUT');
    expect(JSON.parse(put!.body!)).toEqual({
      config: { title: 'Rastreio Sul', appName: 'Sul' },
      colors: { primary: '#aa0000' },
    });
  });

  it('[TH1] an invalid colour or title is refused before any request', async () => {
    const t = themeCore(() => undefined);
    await expect(
      t.core.saveTheme({ config: {}, colors: { primary: 'red; background: url(x)' } }),
    ).rejects.toMatchObject({ code: 'INVALID_THEME' });
    await expect(t.core.saveTheme({ config: { title: '  ' }, colors: {} })).rejects.toMatchObject({
      code: 'INVALID_THEME',
    });
    expect(themeCalls(t.requests)).toHaveLength(0);
  });

  it('[TH1] uploads the image itself with its type; wrong kind, type or size never leave', async () => {
    const t = themeCore((r) => (r.path === '/tarkan/theme/upload' ? { body: BRAND } : undefined));
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await t.core.uploadThemeImage({ type: 'logo-interno', file: png });
    const [post] = themeCalls(t.requests);
    expect(post!.query.get('type')).toBe('logo-interno');
    expect(post!.headers['Content-Type']).toBe('image/png');
    expect(post!.file).toBe(png);

    const text = new Blob(['hi'], { type: 'text/plain' });
    const huge = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' });
    await expect(
      t.core.uploadThemeImage({ type: 'logo-interno', file: text }),
    ).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    await expect(
      t.core.uploadThemeImage({ type: 'nope' as 'fav-icon', file: png }),
    ).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    await expect(t.core.uploadThemeImage({ type: 'bg-login', file: huge })).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
    expect(themeCalls(t.requests)).toHaveLength(1);
  });
});
