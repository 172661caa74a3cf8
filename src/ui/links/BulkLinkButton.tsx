import { mdiLinkVariant } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityKind } from '../../worker/types';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { BulkLinkDialog } from './BulkLinkDialog';

/** "Link" in a list's bulk bar: links or unlinks the selected objects with one chosen object. */
export function BulkLinkButton({
  selected,
  targets,
  onDone,
}: {
  selected: { kind: EntityKind | 'user'; ids: number[] };
  /** The kinds the selected objects can be linked with. */
  targets: EntityKind[];
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${controls.button} ${controls.ghost}`}
        onClick={() => setOpen(true)}
      >
        <Icon path={mdiLinkVariant} size={18} />
        {t('list.link')}
      </button>
      {open && (
        <BulkLinkDialog
          selected={selected}
          targets={targets}
          onClose={(changed) => {
            setOpen(false);
            if (changed) onDone();
          }}
        />
      )}
    </>
  );
}
