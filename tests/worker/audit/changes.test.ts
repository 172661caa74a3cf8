import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../../src/worker/audit/changes';

describe('auditChanges', () => {
  it('[AU1] a created object lists every field it has (empty ones left out), nested attributes by path', () => {
    expect(
      auditChanges(null, { name: 'Van', attributes: { speedLimit: 80 }, phone: null }),
    ).toEqual([
      { field: 'name', before: null, after: 'Van' },
      { field: 'attributes.speedLimit', before: null, after: '80' },
    ]);
  });

  it('[AU1] a deleted object lists what it had', () => {
    expect(auditChanges({ name: 'Van', disabled: true }, null)).toEqual([
      { field: 'name', before: 'Van', after: null },
      { field: 'disabled', before: 'true', after: null },
    ]);
  });

  it('[AU1] added and removed fields show the missing side as null, in first-seen order', () => {
    expect(auditChanges({ a: 1, b: 'x' }, { b: 'x', c: false })).toEqual([
      { field: 'a', before: '1', after: null },
      { field: 'c', before: null, after: 'false' },
    ]);
  });

  it('[AU1] only one level is flattened: deeper objects and lists compare as JSON text', () => {
    const before = { attributes: { limits: { speed: 80 } }, tags: ['a'] };
    const after = { attributes: { limits: { speed: 90 } }, tags: ['a', 'b'] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'attributes.limits', before: '{"speed":80}', after: '{"speed":90}' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('[AU1] values compare as text (1 and “1” are alike); equal nested objects change nothing', () => {
    expect(auditChanges({ n: 1 }, { n: '1' })).toEqual([]);
    expect(auditChanges({ n: { x: 1 } }, { n: { x: 1 } })).toEqual([]);
  });
});
