import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandOptions, CommandRequest } from '../../../worker/types';
import controls from '../../common/controls.module.css';
import { Dialog } from '../../common/Dialog';
import { useCore } from '../../core/CoreContext';
import { ErrorText } from '../../login/ErrorText';
import styles from './DeviceActions.module.css';

/**
 * Picks a command for a device: one of its saved commands, or (unless the account may only send
 * saved ones) a type its protocol accepts, with the `data` of a custom command.
 */
export function SendCommandDialog({
  deviceId,
  savedOnly,
  onSend,
  onClose,
}: {
  deviceId: number;
  savedOnly: boolean;
  onSend(request: CommandRequest, label: string): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [options, setOptions] = useState<CommandOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState('');
  const [data, setData] = useState('');

  useEffect(() => {
    let live = true;
    core.commandOptions({ deviceId }).then(
      (loaded) => live && setOptions(loaded),
      (failure: { code?: string }) => live && setError(failure.code ?? 'SERVER_ERROR'),
    );
    return () => {
      live = false;
    };
  }, [core, deviceId]);

  const typeLabel = (type: string) =>
    i18n.exists(`commands.types.${type}`) ? t(`commands.types.${type}`) : type;
  const saved = options?.saved ?? [];
  const types = savedOnly ? [] : (options?.types ?? []);
  const empty = options !== null && saved.length === 0 && types.length === 0;

  const submit = () => {
    if (choice.startsWith('saved:')) {
      const command = saved.find((c) => `saved:${c.id}` === choice)!;
      onSend({ deviceId, commandId: command.id }, command.description || typeLabel(command.type));
    } else if (choice.startsWith('type:')) {
      const type = choice.slice(5);
      onSend({ deviceId, type, attributes: type === 'custom' ? { data } : {} }, typeLabel(type));
    }
  };

  return (
    <Dialog
      title={t('commands.title')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            onClick={onClose}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={controls.button}
            disabled={!choice || (choice === 'type:custom' && !data.trim())}
            onClick={submit}
          >
            {t('commands.send')}
          </button>
        </>
      }
    >
      {error && <ErrorText code={error} />}
      {!options && !error && <p>{t('common.loading')}</p>}
      {empty && <p>{t('commands.none')}</p>}
      {savedOnly && <p>{t('commands.savedOnly')}</p>}
      {options && !empty && (
        <label className={styles.field}>
          <span className={controls.label}>{t('commands.type')}</span>
          <select
            className={controls.input}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="" disabled>
              {t('commands.choose')}
            </option>
            {saved.length > 0 && (
              <optgroup label={t('commands.saved')}>
                {saved.map((command) => (
                  <option key={command.id} value={`saved:${command.id}`}>
                    {command.description || typeLabel(command.type)}
                  </option>
                ))}
              </optgroup>
            )}
            {types.map((type) => (
              <option key={type} value={`type:${type}`}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
      )}
      {choice === 'type:custom' && (
        <label className={styles.field}>
          <span className={controls.label}>{t('commands.data')}</span>
          <input
            className={controls.input}
            value={data}
            onChange={(e) => setData(e.target.value)}
          />
        </label>
      )}
    </Dialog>
  );
}
