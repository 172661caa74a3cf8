import { resolveBaseLayer, type BaseLayerId } from '@farol/model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopic } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { baseTiles, type BaseTiles } from './baseTiles';

export interface BaseState {
  /** The layer drawn now. */
  shown: BaseLayerId;
  tiles: BaseTiles | null;
  /** The layer that could not be had (a Google session refused), drawn offline instead. */
  failed: BaseLayerId | null;
}

const OFFLINE: BaseState = { shown: 'offline', tiles: null, failed: null };

/** The base layer the signed-in user picked (or the server's default) and its tiles. */
export function useBaseTiles(): BaseState {
  const { i18n } = useTranslation();
  const server = useSession()?.server ?? null;
  const chosen = useTopic('mapOptions')?.baseLayer ?? null;
  const id = resolveBaseLayer(chosen, server);
  const [state, setState] = useState<BaseState>(OFFLINE);
  useEffect(() => {
    let live = true;
    baseTiles(id, server, { language: i18n.language }).then(
      (tiles) => live && setState({ shown: tiles ? id : 'offline', tiles, failed: null }),
      () => live && setState({ ...OFFLINE, failed: id }),
    );
    return () => {
      live = false;
    };
  }, [id, server, i18n.language]);
  return state;
}
