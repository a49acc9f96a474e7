import { Button, Table } from '@chakra-ui/react';
import type { SortKey, SortState } from '../logic/sort-employees';

/** A column header that sorts; aria-sort tells assistive technology (and tests) the current order. */
export function SortableHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort}>
      <Button variant="ghost" size="sm" px="1" fontWeight="semibold" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Button>
    </Table.ColumnHeader>
  );
}
