import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { TimeOff } from '../../../../../schema/tables';
import { useSession } from '../../../app/session-store';
import { useResource } from '../use-resource';
import { TimeOffDialog } from './time-off-dialog';

/**
 * 'Request Time Off' for the signed-in employee, wherever they are (e.g. the crew dashboard): the
 * employee page is manager-only, so crew reach their own requests here. Lists their requests and
 * opens the request form; requests wait as pending for a manager.
 */
export function RequestTimeOffButton({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button size={size} variant="outline" colorPalette="green" onClick={() => setOpen(true)}>
        Request Time Off
      </Button>
      {open && <OwnTimeOffDialog employeeId={user.id} onClose={() => setOpen(false)} />}
    </>
  );
}

function OwnTimeOffDialog({ employeeId, onClose }: { employeeId: number; onClose: () => void }) {
  const requests = useResource<TimeOff[]>(`/api/admin/employees/${employeeId}/time-off`, 'Failed to fetch time off');
  return (
    <TimeOffDialog
      employeeId={employeeId}
      title="Request Time Off"
      canManage={false}
      requests={requests}
      startWithForm
      onClose={onClose}
      onChanged={() => void requests.reload()}
    />
  );
}
