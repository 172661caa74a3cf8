import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import {
  anchorToggleMachine,
  createAnchorImplementations,
} from '../../../machines/anchorToggleMachine';
import { commandMachine, createCommandImplementations } from '../../../machines/commandMachine';
import { useCore } from '../../core/CoreContext';

/** The anchor and command flows of the device actions, bound to the core. */
export function useActionMachines() {
  const core = useCore();
  const anchorLogic = useMemo(
    () => anchorToggleMachine.provide(createAnchorImplementations(core)),
    [core],
  );
  const commandLogic = useMemo(
    () => commandMachine.provide(createCommandImplementations(core)),
    [core],
  );
  const anchor = useMachine(anchorLogic);
  const command = useMachine(commandLogic);
  return { anchor, command };
}

export type ActionMachines = ReturnType<typeof useActionMachines>;
