import { mdiCloudAlertOutline } from '@mdi/js';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createScreenLoadImplementations,
  screenLoadMachine,
} from '../../machines/screenLoadMachine';
import controls from './controls.module.css';
import { Icon } from './Icon';
import styles from './LazyScreen.module.css';

/**
 * A screen loaded on first use (SPEC §8); `load` is its dynamic import. Until it arrives a
 * quiet "loading" line shows; if it has not arrived within LAZY_LOAD_TIMEOUT_MS (120 s), or the
 * import failed, a clear message with a retry. Once loaded it renders at once on later visits.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((screen) => {
      loaded = screen;
      return screen;
    });

  function Loading(props: P) {
    const { t } = useTranslation();
    const machine = useMemo(
      () => screenLoadMachine.provide(createScreenLoadImplementations(remember)),
      [],
    );
    const [state, send] = useMachine(machine);
    if (state.matches('loaded')) {
      const Screen = state.context.screen as ComponentType<P>;
      return <Screen {...props} />;
    }
    if (state.matches('failed')) {
      return (
        <div className={styles.box} role="alert" data-code={state.context.error}>
          <Icon path={mdiCloudAlertOutline} size={40} className={styles.icon} />
          <h2>{t('lazy.failedTitle')}</h2>
          <p>{t('lazy.failedText')}</p>
          <button
            type="button"
            className={controls.button}
            onClick={() => send({ type: 'screen.retry' })}
          >
            {t('common.retry')}
          </button>
        </div>
      );
    }
    return (
      <p className={styles.box} aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }

  function LazyScreen(props: P) {
    // Decided once per mount: switching from <Loading> (which shows the screen once it arrives)
    // to the screen itself on a later render would unmount the screen and mount a new one,
    // losing its state (the map, a form half filled in).
    const [Screen] = useState(() => loaded);
    return Screen ? <Screen {...props} /> : <Loading {...props} />;
  }
  return LazyScreen;
}
