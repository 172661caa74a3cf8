import { mdiPlay } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_SOUND,
  MUTE_SOUND,
  NOTIFICATION_ATTRIBUTES,
  NOTIFICATION_COLORS,
  NOTIFICATION_POSITIONS,
  NOTIFICATION_SOUNDS,
} from '@farol/model';
import { createSoundPlayer } from '../alerts/sound/player';
import { recipeOf } from '../alerts/sound/recipes';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { AttributeField, AttributeSelect } from '../forms/AttributeField';
import { FormRow, FormSection } from '../forms/EntityForm';
import { useField } from '../forms/FormContext';
import styles from './Notifications.module.css';

const { sound: SOUND, soundUrl: SOUND_URL, color, position, pin } = NOTIFICATION_ATTRIBUTES;

/**
 * How the notification's toast looks and sounds (SPEC §3): colour, position, one of the 24
 * sounds (with a preview), mute or a custom mp3/wav/ogg URL, pin; and auto-add to new users.
 */
export function NotificationStyleFields() {
  const { t } = useTranslation();
  const attributes = useField<Record<string, unknown>>('attributes');
  const [player] = useState(createSoundPlayer);
  const sound = attributes.value[SOUND];
  const chosen = typeof sound === 'string' ? sound : '';
  const preview = () => {
    const url = attributes.value[SOUND_URL];
    if (chosen === CUSTOM_SOUND && typeof url === 'string' && url !== '') {
      player.play({ kind: 'url', url, fallback: NOTIFICATION_SOUNDS[0]! });
    } else if (chosen !== MUTE_SOUND) {
      player.play({ kind: 'preset', key: chosen || NOTIFICATION_SOUNDS[0]! });
    }
  };
  return (
    <FormSection title={t('notifications.style')}>
      <FormRow>
        <AttributeSelect
          attribute={color}
          label={t('notifications.fields.color')}
          options={[
            { value: '', label: t('notifications.colors.none') },
            ...NOTIFICATION_COLORS.map((value) => ({
              value,
              label: t(`notifications.colors.${value}`),
            })),
          ]}
        />
        <AttributeSelect
          attribute={position}
          label={t('notifications.fields.position')}
          options={[
            { value: '', label: t('notifications.positions.default') },
            ...NOTIFICATION_POSITIONS.map((value) => ({
              value,
              label: t(`notifications.positions.${value}`),
            })),
          ]}
        />
      </FormRow>
      <div className={styles.sound}>
        <AttributeSelect
          attribute={SOUND}
          label={t('notifications.fields.sound')}
          options={[
            { value: '', label: t('notifications.sounds.default') },
            { value: MUTE_SOUND, label: t('notifications.sounds.mute') },
            ...NOTIFICATION_SOUNDS.map((value, index) => ({
              value,
              label: t('notifications.sounds.preset', {
                number: index + 1,
                name: recipeOf(value)?.name ?? value,
              }),
            })),
            { value: CUSTOM_SOUND, label: t('notifications.sounds.custom') },
          ]}
        />
        <button
          type="button"
          className={`${controls.button} ${controls.ghost}`}
          disabled={chosen === MUTE_SOUND}
          onClick={preview}
        >
          <Icon path={mdiPlay} />
          {t('notifications.preview')}
        </button>
      </div>
      {chosen === CUSTOM_SOUND && (
        <AttributeField
          attribute={SOUND_URL}
          label={t('notifications.fields.soundUrl')}
          hint={t('notifications.soundUrlHint')}
          type="url"
          showError
        />
      )}
      <AttributeField attribute={pin} kind="boolean" label={t('notifications.fields.pin')} />
      <AttributeField
        attribute="tarkan.autoadd"
        kind="boolean"
        label={t('notifications.fields.autoadd')}
        hint={t('notifications.autoaddHint')}
      />
    </FormSection>
  );
}
