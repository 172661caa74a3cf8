import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreError } from '../../worker/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useMessageText } from '../forms/FormContext';

/** An action that changes something, asked first (SPEC §5). */
export interface ConfirmedAction {
  title: string;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  /** Says what was done, when done. */
  done: string;
  run(): Promise<unknown>;
}

/**
 * Runs actions only once confirmed, one at a time: `ask` shows the question; confirmed, the
 * action runs, then `outcome` says it was done, or why it was not (the server's own reason).
 */
export function useConfirmedAction(onDone: () => void) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async (action: ConfirmedAction) => {
    setAsking(null);
    setBusy(true);
    try {
      await action.run();
      setOutcome({ ok: true, text: action.done });
    } catch (error) {
      const failure = error as Partial<CoreError>;
      const reason = failure.message || text(failure.code ?? 'unknown');
      setOutcome({ ok: false, text: t('billing.actionFailed', { reason }) });
    } finally {
      setBusy(false);
      onDone();
    }
  };

  const dialog: ReactNode = asking && (
    <ConfirmDialog
      title={asking.title}
      text={asking.question}
      confirmLabel={asking.confirmLabel}
      danger={asking.danger}
      onCancel={() => setAsking(null)}
      onConfirm={() => void confirm(asking)}
    />
  );
  return {
    ask: (action: ConfirmedAction) => {
      setOutcome(null);
      setAsking(action);
    },
    busy,
    outcome,
    dialog,
  };
}
