import { describe, expect, it, vi } from 'vitest';
import { opaqueCanvas } from '../../../src/ui/map/opaqueCanvas';

describe('the base map’s canvas, opaque', () => {
  it('asks for a WebGL context without alpha while `make` runs, and only then', () => {
    const asked: unknown[] = [];
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((
      _type: string,
      attributes?: unknown,
    ) => {
      asked.push(attributes);
      return null;
    }) as never);
    try {
      const canvas = document.createElement('canvas');
      // maplibre's own request: an alpha channel, whatever its options say.
      const made = opaqueCanvas(() => {
        canvas.getContext('webgl2', { alpha: true, depth: true });
        canvas.getContext('2d');
        return 'map';
      });
      expect(made).toBe('map');
      canvas.getContext('webgl2', { alpha: true });
      expect(asked).toEqual([{ alpha: false, depth: true }, undefined, { alpha: true }]);
    } finally {
      getContext.mockRestore();
    }
  });

  it('puts getContext back when `make` throws', () => {
    const before = HTMLCanvasElement.prototype.getContext;
    expect(() =>
      opaqueCanvas(() => {
        throw new Error('no WebGL');
      }),
    ).toThrow('no WebGL');
    expect(HTMLCanvasElement.prototype.getContext).toBe(before);
  });
});
