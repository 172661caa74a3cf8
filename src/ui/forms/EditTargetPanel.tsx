import type { ReactNode } from 'react';
import { SidePanel } from '../layout/SidePanel';
import { EditTargetNotice } from './EditTargetNotice';
import type { EditTarget } from './useEditTarget';

/**
 * The side panel of an edit route: its title and way back, and the editor once the target is
 * found (`children`, given the object), else why not (loading, missing, failed).
 */
export function EditTargetPanel<T extends { id: number }>({
  target,
  title,
  back,
  placement,
  wide = true,
  children,
}: {
  target: EditTarget<T>;
  title: string;
  back: string;
  /** `bottom` leaves the map visible above the form on phones (a form drawn on the map). */
  placement?: 'side' | 'bottom';
  wide?: boolean;
  children(entity: T): ReactNode;
}) {
  return (
    <SidePanel title={title} back={back} placement={placement} wide={wide}>
      {target.state === 'ready' ? (
        children(target.entity)
      ) : (
        <EditTargetNotice state={target.state} />
      )}
    </SidePanel>
  );
}
