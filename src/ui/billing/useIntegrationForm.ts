import {
  INTEGRATION_FORMS,
  INTEGRATION_SECRETS,
  INTEGRATION_SETTINGS,
  type Integration,
  type IntegrationKey,
} from '@farol/model';
import type { z } from 'zod';
import type { FormValues } from '../../machines/entityFormMachine';
import { useCore } from '../core/CoreContext';
import { useEntityForm } from '../forms/useEntityForm';

type FormOf<K extends IntegrationKey> = z.infer<(typeof INTEGRATION_FORMS)[K]> & FormValues;

/** The form's values: the settings, and every secret as '' (typed: replace; empty: keep). */
function valuesOf<K extends IntegrationKey>(key: K, integration: Integration): FormOf<K> {
  const secrets = Object.fromEntries(INTEGRATION_SECRETS[key].map((name) => [name, '']));
  return { id: 0, ...integration.settings, ...secrets } as FormOf<K>;
}

/**
 * One integration's form on the edit-form pattern: saving sends the settings whole and only the
 * secrets typed (the others keep their stored value; the browser never has them).
 */
export function useIntegrationForm<K extends IntegrationKey>(
  key: K,
  integration: Integration,
  onSaved: (saved: Integration) => void,
) {
  const core = useCore();
  return useEntityForm<FormOf<K>>({
    schema: INTEGRATION_FORMS[key] as unknown as z.ZodType<FormOf<K>>,
    initial: valuesOf(key, integration),
    async save(values) {
      const settingNames = Object.keys(INTEGRATION_SETTINGS[key].shape);
      const settings = Object.fromEntries(settingNames.map((name) => [name, values[name]]));
      const secrets = Object.fromEntries(
        INTEGRATION_SECRETS[key]
          .map((name) => [name, String(values[name] ?? '')] as const)
          .filter(([, value]) => value !== ''),
      );
      const saved = await core.saveIntegration({ key, settings, secrets });
      onSaved(saved);
      return valuesOf(key, saved);
    },
  });
}
