import { describe, expect, it } from 'vitest';
import { levelsUploaded, pathLevelAt } from '../../../src/ui/replay/pathLevel';

describe('the path levels the player uploads', () => {
  it('uploads only the level the zoom draws, then keeps each level once drawn', () => {
    const tolerances = [0.25, 4, 64, 1024];
    // Fitted to a long route: a coarse level alone.
    const far = pathLevelAt(tolerances, 9, -23.6);
    let uploaded = levelsUploaded([], far);
    expect(uploaded).toEqual([far]);
    expect(far).toBeGreaterThan(0);
    // Zoomed in to the street: the finest joins; back out, nothing new is uploaded.
    const near = pathLevelAt(tolerances, 19, -23.6);
    expect(near).toBe(0);
    uploaded = levelsUploaded(uploaded, near);
    expect(uploaded).toEqual([far, 0]);
    expect(levelsUploaded(uploaded, far)).toEqual([far, 0]);
  });

  it('keeps each level in the place it was first drawn in, the first in the one that stood empty', () => {
    // Places are PathLayers: the first level of a load takes the layer made before it (slot 0),
    // and a level drawn later never moves one already uploaded to another layer.
    expect(levelsUploaded([], 3)).toEqual([3]);
    expect(levelsUploaded([3], 1)).toEqual([3, 1]);
    expect(levelsUploaded([3, 1], 2)).toEqual([3, 1, 2]);
  });
});
