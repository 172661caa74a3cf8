import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_INVALID, type FormFailure, type FormValues } from '../../machines/entityFormMachine';
import { ConfirmDialog } from '../common/ConfirmDialog';
import controls from '../common/controls.module.css';
import { FormContext, useMessageText } from './FormContext';
import { useLeaveGuard } from './leaveGuard';
import type { EntityFormHandle } from './useEntityForm';
import styles from './Form.module.css';

/**
 * The edit-form pattern (see README.md): the fields, a banner with what stopped the save
 * (the generic message of SPEC §5, or the server's reason), and Cancel, Delete (asks first)
 * and Save. While something changed, leaving asks first.
 */
export function EntityForm<T extends FormValues>({
  form,
  onCancel,
  deleteQuestion,
  children,
  extraActions,
  submitLabels,
  failureText,
}: {
  form: EntityFormHandle<T>;
  onCancel(): void;
  /** The question before deleting, e.g. 'Excluir o grupo Frota?'. */
  deleteQuestion?: string;
  children: ReactNode;
  /** Buttons beside Save (e.g. "send test"). */
  extraActions?: ReactNode;
  /** Save's words when the form does something else (claim a device): idle and busy. */
  submitLabels?: { idle: string; busy: string };
  /** The banner of a refused save, when the screen words it (default: the server's reason). */
  failureText?(failure: FormFailure): string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  useLeaveGuard(form.dirty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const banner = form.failure
    ? failureText
      ? failureText(form.failure)
      : t('form.failed', { reason: form.failure.message || text(form.failure.code) })
    : form.invalid
      ? text(FORM_INVALID)
      : null;

  return (
    <FormContext value={form as unknown as EntityFormHandle}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={form.busy}>
        {banner && (
          <p className={styles.banner} role="alert">
            {banner}
          </p>
        )}
        <fieldset className={styles.fields} disabled={form.busy}>
          {children}
        </fieldset>
        <div className={styles.footer}>
          {form.canDelete && (
            <button
              type="button"
              className={`${controls.button} ${controls.ghost} ${styles.danger}`}
              disabled={form.busy}
              onClick={form.requestDelete}
            >
              {t('form.delete')}
            </button>
          )}
          {extraActions}
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            disabled={form.busy}
            onClick={onCancel}
          >
            {t('common.cancel')}
          </button>
          <button type="submit" className={controls.button} disabled={form.busy}>
            {form.busy
              ? (submitLabels?.busy ?? t('form.saving'))
              : (submitLabels?.idle ?? t('common.save'))}
          </button>
        </div>
      </form>
      {form.confirmingDelete && (
        <ConfirmDialog
          title={t('form.deleteTitle')}
          text={deleteQuestion ?? t('form.deleteText')}
          confirmLabel={t('form.delete')}
          danger
          onConfirm={form.confirmDelete}
          onCancel={form.cancelDelete}
        />
      )}
    </FormContext>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side, wrapping on narrow screens. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
