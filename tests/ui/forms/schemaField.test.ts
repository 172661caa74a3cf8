import { describe, expect, it } from 'vitest';
import { DeviceForm, MaintenanceForm } from '@farol/model';
import { fieldShape } from '../../../src/ui/forms/schemaField';

describe('fieldShape: the schema drives the fields', () => {
  it('reads kind, required and nullable from the model schema', () => {
    expect(fieldShape(DeviceForm, 'name')).toMatchObject({ kind: 'text', required: true });
    expect(fieldShape(DeviceForm, 'phone')).toMatchObject({
      kind: 'text',
      required: false,
      nullable: true,
    });
    expect(fieldShape(DeviceForm, 'disabled').kind).toBe('boolean');
    expect(fieldShape(MaintenanceForm, 'start').kind).toBe('number');
    expect(fieldShape(MaintenanceForm, 'type')).toMatchObject({
      kind: 'enum',
      options: ['totalDistance', 'hours'],
    });
    expect(fieldShape(DeviceForm, 'nope').kind).toBe('other');
  });
});
