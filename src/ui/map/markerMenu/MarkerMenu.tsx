import { mdiInformationOutline } from '@mdi/js';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SelectedDevice } from '../../../worker/types';
import { Icon } from '../../common/Icon';
import { useSelectedDevice } from '../../core/hooks';
import {
  useDeviceActions,
  type DeviceActionId,
  type DeviceActionItem,
} from '../../devices/actions/useDeviceActions';
import { radialLayout, ringRadius } from './radialLayout';
import styles from './MarkerMenu.module.css';

/** What the marker menu offers, in order around the ring (each only when allowed). */
const RING: readonly (DeviceActionId | 'details')[] = [
  'follow',
  'trail',
  'details',
  'engineStop',
  'engineResume',
  'command',
  'share',
];

/** One entry of the ring: a device action, or the details. */
type RingEntry = Omit<DeviceActionItem, 'id'> & { key: string };

/** Where the map draws things now, and a way to hear when the camera moves. */
export interface MapCamera {
  project(lngLat: readonly [number, number]): [number, number] | null;
  subscribe(listener: () => void): () => void;
}

/**
 * The radial menu on a marker (right-click, or a long press): around the selected device, the
 * device actions the user may take (`useDeviceActions`, the detail's own) plus its details.
 * `open` says whether the ring shows; the flows it starts (confirmations, dialogs, outcomes)
 * stay while the device stays selected, after the ring has closed.
 */
export function MarkerMenu({
  deviceId,
  camera,
  onClose,
}: {
  /** The device whose ring is open, or null when closed. */
  deviceId: number | null;
  camera: MapCamera | null;
  onClose(): void;
}) {
  const selected = useSelectedDevice();
  if (!selected) return null;
  return (
    <MarkerMenuFor
      key={selected.device.id}
      selected={selected}
      open={deviceId === selected.device.id}
      camera={camera}
      onClose={onClose}
    />
  );
}

function MarkerMenuFor({
  selected,
  open,
  camera,
  onClose,
}: {
  selected: SelectedDevice;
  open: boolean;
  camera: MapCamera | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { items, outcomes, dialogs } = useDeviceActions(selected);
  const { device, position } = selected;
  const details: RingEntry = {
    key: 'details',
    icon: mdiInformationOutline,
    label: t('markerMenu.details'),
    run: () => navigate(`/devices/${device.id}`),
  };
  const entries: RingEntry[] = RING.flatMap((id) =>
    id === 'details'
      ? [details]
      : items.filter((item) => item.id === id).map((item) => ({ ...item, key: item.id })),
  );
  const ringRef = useRef<HTMLDivElement>(null);
  const lngLat = position ? ([position.longitude, position.latitude] as const) : null;
  const shown = open && lngLat !== null && camera !== null;

  // The ring follows its marker as the camera moves: written to the DOM, no render per frame.
  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const point = camera.project(lngLat);
      const ring = ringRef.current;
      if (!point || !ring) return;
      ring.style.transform = `translate(${point[0]}px, ${point[1]}px) translate(-50%, -50%)`;
    };
    place();
    return camera.subscribe(place);
  }, [shown, camera, lngLat?.[0], lngLat?.[1]]); // eslint-disable-line react-hooks/exhaustive-deps

  // Opening puts the focus on the first entry; a press anywhere else closes.
  useEffect(() => {
    if (!shown) return;
    ringRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!ringRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [shown, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const buttons = [...ringRef.current!.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  const radius = ringRadius(entries.length);
  const offsets = radialLayout(entries.length, radius);
  return (
    <>
      {shown && (
        <div
          ref={ringRef}
          className={styles.anchor}
          role="menu"
          aria-label={t('markerMenu.label', { name: device.name })}
          data-testid="marker-menu"
          style={{ width: radius * 2, height: radius * 2 }}
          onKeyDown={onKeyDown}
          onContextMenu={(event) => event.preventDefault()}
        >
          <div className={styles.disc} />
          <span className={styles.name}>{device.name}</span>
          {entries.map((item, index) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              className={`${styles.entry} ${item.tone ? styles[item.tone] : ''}`}
              style={{ left: radius + offsets[index]!.x, top: radius + offsets[index]!.y }}
              aria-pressed={item.pressed}
              disabled={item.disabled}
              onClick={() => {
                onClose();
                item.run();
              }}
            >
              <span className={styles.icon}>
                <Icon path={item.icon} size={20} />
              </span>
              <span className={styles.label}>{item.label}</span>
            </button>
          ))}
        </div>
      )}
      {outcomes && <div className={styles.outcomes}>{outcomes}</div>}
      {dialogs}
    </>
  );
}
