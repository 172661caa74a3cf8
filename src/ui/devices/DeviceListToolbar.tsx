import { mdiCogOutline, mdiFilterVariant, mdiMagnify, mdiRun } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DEVICE_CATEGORIES } from '@farol/model';
import type { ListView, StatusFilter } from '../../worker/types';
import { Icon } from '../common/Icon';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { SortMenu } from './SortMenu';
import styles from './DeviceListToolbar.module.css';
import { useDropdown } from '../common/useDropdown';

const STATUSES: StatusFilter[] = ['all', 'online', 'offline', 'unknown'];

/** Search, status filter with counts, motion-only and hidden categories. */
export function DeviceListToolbar({ list }: { list: ListView | undefined }) {
  const { t } = useTranslation();
  const core = useCore();
  const [typed, setTyped] = useState<string | null>(null);
  const query = list?.query;
  const search = typed ?? query?.search ?? '';

  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <Icon path={mdiMagnify} className={styles.searchIcon} />
        <span className="visually-hidden">{t('devices.search')}</span>
        <input
          type="search"
          className={controls.input}
          placeholder={t('devices.search')}
          value={search}
          onChange={(event) => {
            setTyped(event.target.value);
            void core.setListQuery({ search: event.target.value });
          }}
        />
      </label>
      <div className={styles.chips} role="group" aria-label={t('devices.status')}>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`${controls.chip} ${styles[`chip_${status}`]}`}
            aria-pressed={(query?.status ?? 'all') === status}
            onClick={() => void core.setListQuery({ status })}
          >
            <span className={styles.dot} aria-hidden />
            {t(`status.${status}`)}
            <span className={styles.count}>{list ? list.counts[status] : '·'}</span>
          </button>
        ))}
        <button
          type="button"
          className={controls.chip}
          aria-pressed={query?.motionOnly ?? false}
          onClick={() => void core.setListQuery({ motionOnly: !query?.motionOnly })}
        >
          <Icon path={mdiRun} size={15} />
          {t('devices.motionOnly')}
        </button>
        <CategoryFilter hidden={query?.hiddenCategories ?? []} />
        <SortMenu sort={query?.sort} />
        <Link href="/devices/manage" className={controls.chip}>
          <Icon path={mdiCogOutline} size={15} />
          {t('devicesAdmin.open')}
        </Link>
      </div>
    </div>
  );
}

function CategoryFilter({ hidden }: { hidden: string[] }) {
  const { t } = useTranslation();
  const core = useCore();
  const { open, setOpen, root } = useDropdown();

  const toggle = (category: string) => {
    const next = hidden.includes(category)
      ? hidden.filter((c) => c !== category)
      : [...hidden, category];
    void core.setListQuery({ hiddenCategories: next });
  };
  return (
    <div className={styles.categories} ref={root}>
      <button
        type="button"
        className={controls.chip}
        aria-pressed={hidden.length > 0}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Icon path={mdiFilterVariant} size={15} />
        {t('devices.categories')}
        {hidden.length > 0 && <span className={styles.count}>−{hidden.length}</span>}
      </button>
      {open && (
        <div className={styles.popover}>
          <button
            type="button"
            className={styles.showAll}
            onClick={() => void core.setListQuery({ hiddenCategories: [] })}
          >
            {t('devices.showAllCategories')}
          </button>
          <div className={styles.categoryGrid}>
            {DEVICE_CATEGORIES.map((category) => (
              <label key={category} className={styles.category}>
                <input
                  type="checkbox"
                  checked={!hidden.includes(category)}
                  onChange={() => toggle(category)}
                />
                {t(`categories.${category}`)}
              </label>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
