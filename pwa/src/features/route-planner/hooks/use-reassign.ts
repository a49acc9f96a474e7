import type { AssignmentsByTask, TaskAssignmentDto } from '@bin-valet/schema';
import { useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { engine } from '../../../sync/runtime';

/**
 * Moves a stop from one crew member to another through the office's assignment calls: the new
 * assignment first (the assignment rules may refuse it, and then nothing changed), then the old one
 * goes; the phones get both by the usual pull.
 */
export function useReassign(): {
  busy: boolean;
  reassign: (taskId: number, from: number, to: number) => Promise<boolean>;
} {
  const [busy, setBusy] = useState(false);
  const reassign = async (taskId: number, from: number, to: number) => {
    setBusy(true);
    let old: TaskAssignmentDto | undefined;
    try {
      // The server's assignment rows, not the local copy: the one to remove is the one that stands now.
      const byTask = await api.post<AssignmentsByTask>('/api/tasks/assignments/bulk', { taskIds: [taskId] });
      old = byTask[String(taskId)]?.find((a) => a.employeeId === from);
      if (!old) {
        notify('Stop not moved', 'This stop is no longer on that route', 'error');
        setBusy(false);
        return false;
      }
      await api.post('/api/tasks/assignments', { taskId, employeeId: to, role: old.role });
    } catch (err) {
      notify('Stop not moved', err instanceof ApiError ? err.serverMessage : 'No connection', 'error');
      setBusy(false);
      return false;
    }
    try {
      await api.delete(`/api/tasks/assignments/${old.id}`);
      notify('Stop moved', 'Both crew members’ phones get the change');
      return true;
    } catch (err) {
      // The stop is on both routes now: say so rather than hide it.
      const why = err instanceof ApiError ? err.serverMessage : 'No connection';
      notify('Stop added, not removed', `It is on both routes: ${why}`, 'error');
      return false;
    } finally {
      setBusy(false);
      void engine.kick();
    }
  };
  return { busy, reassign };
}
