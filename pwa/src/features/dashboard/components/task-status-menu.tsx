import { TASK_STATUSES } from '@bin-valet/schema';
import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '../../../app/late-ui';
import { TASK_STATUS_COLORS, titleCase } from '../../../lib/labels';

/** Per-task status menu: any status, set directly, no ordering restriction (docs/architecture.md §6). */
export function TaskStatusMenu({
  status,
  label,
  onChange,
}: {
  status: string;
  /** Names the task for screen readers, e.g. 'Status of Bins to Curb for Ann Lee'. */
  label: string;
  onChange: (status: string) => void;
}) {
  return (
    <Menu.Root onSelect={(d) => d.value !== status && onChange(d.value)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="subtle" colorPalette={TASK_STATUS_COLORS[status] ?? 'gray'} aria-label={label}>
          {titleCase(status)} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {TASK_STATUSES.map((s) => (
              <Menu.Item key={s} value={s} fontWeight={s === status ? 'bold' : undefined}>
                {titleCase(s)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
