import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../machines/entityFormMachine';
import type { EntityFormHandle } from './useEntityForm';

export const FormContext = createContext<EntityFormHandle | null>(null);

/** The form a field sits in. */
export function useForm<T extends FormValues = FormValues>(): EntityFormHandle<T> {
  const form = useContext(FormContext);
  if (!form) throw new Error('form fields need an <EntityForm> around them');
  return form as unknown as EntityFormHandle<T>;
}

/** A message code as text: the form's own codes, then the SPEC §8 catalogue, else the code. */
export function useMessageText() {
  const { t } = useTranslation();
  return (code: string) => t([`formErrors.${code}`, `errors.${code}`], { defaultValue: code });
}

/** One field's value, message and setter, for custom inputs (pickers, editors). */
export function useField<V = unknown>(name: string) {
  const form = useForm();
  const text = useMessageText();
  const code = form.errors[name];
  return {
    id: `field-${name}`,
    value: form.values[name] as V,
    error: code ? text(code) : null,
    set: (value: V) => form.set(name, value),
    disabled: form.busy,
  };
}
