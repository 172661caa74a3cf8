import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComputedAttributeForm } from '@farol/model';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useEntities } from '../core/hooks';
import { FormSection } from '../forms/EntityForm';
import formStyles from '../forms/Form.module.css';

/**
 * "Test" of a computed attribute (SPEC §2): its expression evaluated by the server against a
 * chosen device's last position, before saving.
 */
export function ComputedTest({ values }: { values: ComputedAttributeForm }) {
  const { t } = useTranslation();
  const core = useCore();
  const devices = [...(useEntities('device')?.items ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const [deviceId, setDeviceId] = useState(0);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    setResult(null);
    try {
      const value = await core.testComputed({ deviceId, attribute: values });
      setResult({
        ok: true,
        text: value === null ? t('computedAttributes.test.none') : JSON.stringify(value),
      });
    } catch (error) {
      setResult({ ok: false, text: (error as { message?: string }).message ?? '' });
    }
  };
  return (
    <FormSection title={t('computedAttributes.test.title')}>
      <div className={formStyles.attributeAdd}>
        <select
          className={formStyles.input}
          aria-label={t('computedAttributes.test.device')}
          value={deviceId}
          onChange={(event) => setDeviceId(Number(event.target.value))}
        >
          <option value={0}>{t('computedAttributes.test.device')}</option>
          {devices.map((device) => (
            <option key={device.id} value={device.id}>
              {device.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${controls.button} ${controls.ghost}`}
          disabled={deviceId === 0 || values.expression.trim() === ''}
          onClick={() => void run()}
        >
          {t('computedAttributes.test.run')}
        </button>
      </div>
      {result && (
        <output className={result.ok ? formStyles.result : formStyles.message} role="status">
          {result.ok ? t('computedAttributes.test.result', { value: result.text }) : result.text}
        </output>
      )}
    </FormSection>
  );
}
