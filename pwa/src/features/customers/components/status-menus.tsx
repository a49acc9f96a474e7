import type { TaskStatus } from '@bin-valet/schema';
import { Badge, Button, Portal } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Menu } from '../../../app/late-ui';
import { statusLabel, TASK_STATUS_COLORS } from '../../../lib/labels';
import { JOB_MENU_STATUSES, type JobMenuStatus, type Modifiers, TASK_MENU_STATUSES } from '../logic/job-status';

/**
 * The modifier keys of the latest pointer or key event, read when a menu item is selected. The menu's
 * select callback carries no event, so window capture listeners (which run before the menu's own
 * handlers) remember whether Shift, Ctrl or Cmd was held for the click or Enter that chose the item.
 */
export function useModifierRef(): RefObject<Modifiers> {
  const ref = useRef<Modifiers>({ shiftKey: false, ctrlKey: false, metaKey: false });
  useEffect(() => {
    const remember = (e: KeyboardEvent | PointerEvent | MouseEvent) => {
      ref.current = { shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey };
    };
    const events = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'] as const;
    for (const name of events) window.addEventListener(name, remember, true);
    return () => {
      for (const name of events) window.removeEventListener(name, remember, true);
    };
  }, []);
  return ref;
}

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge colorPalette={TASK_STATUS_COLORS[status] ?? 'gray'}>{statusLabel(status)}</Badge>
);

interface JobMenuProps {
  jobId: number;
  status: string;
  disabled?: boolean;
  onChoose: (status: JobMenuStatus, modifiers: Modifiers) => void;
}

/**
 * A job's status menu. 'Change the job only' (a tick in the menu, for touch screens) or Shift / Ctrl
 * while choosing leaves the tasks as they are (docs/architecture.md §6).
 */
export function JobStatusMenu({ jobId, status, disabled, onChoose }: JobMenuProps) {
  const modifiers = useModifierRef();
  const [onlyJob, setOnlyJob] = useState(false);
  return (
    <Menu.Root onOpenChange={(d) => !d.open && setOnlyJob(false)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" disabled={disabled} aria-label={`Change status of job #${jobId}`}>
          <StatusBadge status={status} /> ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontSize="xs" fontWeight="normal" color="fg.muted">
                Tasks follow the job unless 'Change the job only' is ticked (or Shift / Ctrl is held).
              </Menu.ItemGroupLabel>
              <Menu.CheckboxItem value="job-only" checked={onlyJob} onCheckedChange={setOnlyJob} closeOnSelect={false}>
                Change the job only (tasks unchanged)
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.Separator />
              {JOB_MENU_STATUSES.map((s) => (
                <Menu.Item
                  key={s}
                  value={s}
                  disabled={s === status}
                  onSelect={() =>
                    onChoose(s, onlyJob ? { ...modifiers.current, shiftKey: true } : { ...modifiers.current })
                  }
                >
                  {statusLabel(s)}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface TaskMenuProps {
  label: string;
  status: string;
  onChoose: (status: TaskStatus) => void;
}

/** A task's status menu: any status, no ordering restriction for the office (docs/architecture.md §6). */
export function TaskStatusMenu({ label, status, onChoose }: TaskMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={`Change status of ${label}`}>
          <StatusBadge status={status} /> ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {TASK_MENU_STATUSES.map((s) => (
              <Menu.Item key={s} value={s} disabled={s === status} onSelect={() => onChoose(s)}>
                {statusLabel(s)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
