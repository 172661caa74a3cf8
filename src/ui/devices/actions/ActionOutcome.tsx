import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@farol/model';
import { Notice } from '../../common/Notice';
import { ErrorText } from '../../login/ErrorText';

/** The message an action machine ends with: success, 'Ação cancelada pelo usuário', or error. */
export function ActionOutcome({
  state,
  messages,
  error,
  onDone,
}: {
  state: string;
  /** Translation key per final state that shows a message. */
  messages: Record<string, { key: string; tone?: 'info' | 'success' }>;
  error: ErrorCode | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  if (state === 'failed') return <ErrorText code={error} />;
  const message = messages[state];
  return message ? <Notice tone={message.tone} text={t(message.key)} onDone={onDone} /> : null;
}
