import type { ComputedAttribute } from '@farol/model';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';

const COLUMNS: ListColumn<ComputedAttribute>[] = [
  {
    id: 'description',
    header: 'computedAttributes.fields.description',
    value: (a) => a.description,
  },
  { id: 'attribute', header: 'computedAttributes.fields.attribute', value: (a) => a.attribute },
  { id: 'expression', header: 'computedAttributes.fields.expression', value: (a) => a.expression },
  { id: 'type', header: 'computedAttributes.fields.type', value: (a) => a.type, width: '90px' },
];

/** `/computed`: computed attributes (administrators write them). */
export function ComputedPage() {
  return (
    <EntityListPage
      kind="computed"
      base="/computed"
      texts="computedAttributes"
      columns={COLUMNS}
      linkTargets={['device', 'group']}
    />
  );
}
