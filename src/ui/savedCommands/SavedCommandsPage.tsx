import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '@farol/model';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';

/** `/commands`: saved commands, ready to send to devices (SPEC §2 "Commands"). */
export function SavedCommandsPage() {
  const { t } = useTranslation();
  const columns = useMemo<ListColumn<Command>[]>(
    () => [
      {
        id: 'description',
        header: 'savedCommands.fields.description',
        value: (command) => command.description,
      },
      {
        id: 'type',
        header: 'savedCommands.fields.type',
        value: (command) => t(`commands.types.${command.type}`, { defaultValue: command.type }),
      },
      {
        id: 'channel',
        header: 'savedCommands.fields.textChannel',
        value: (command) => (command.textChannel ? t('common.yes') : t('common.no')),
        width: '80px',
        searchable: false,
      },
    ],
    [t],
  );
  return (
    <EntityListPage
      kind="command"
      base="/commands"
      texts="savedCommands"
      columns={columns}
      linkTargets={['device', 'group']}
    />
  );
}
