import { useTranslation } from 'react-i18next';
import controls from './controls.module.css';
import { Dialog } from './Dialog';

/**
 * Asks before an action that changes something (anchor, engine, command, a delete, leaving a
 * form with changes). The labels default to Cancel and Confirm.
 */
export function ConfirmDialog({
  title,
  text,
  onConfirm,
  onCancel,
  danger = false,
  confirmLabel,
  cancelLabel,
}: {
  title: string;
  text: string;
  onConfirm(): void;
  onCancel(): void;
  danger?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={onCancel}
          >
            {cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className={controls.button}
            style={danger ? { background: 'var(--color-danger)' } : undefined}
            autoFocus
            onClick={onConfirm}
          >
            {confirmLabel ?? t('actions.confirm')}
          </button>
        </>
      }
    >
      {text}
    </Dialog>
  );
}
