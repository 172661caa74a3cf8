import { useTranslation } from 'react-i18next';
import controls from '../../common/controls.module.css';
import { Dialog } from '../../common/Dialog';

/** Asks before an action that changes something (anchor, engine, command). */
export function ConfirmDialog({
  title,
  text,
  onConfirm,
  onCancel,
  danger = false,
}: {
  title: string;
  text: string;
  onConfirm(): void;
  onCancel(): void;
  danger?: boolean;
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
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={controls.button}
            style={danger ? { background: 'var(--color-danger)' } : undefined}
            autoFocus
            onClick={onConfirm}
          >
            {t('actions.confirm')}
          </button>
        </>
      }
    >
      {text}
    </Dialog>
  );
}
