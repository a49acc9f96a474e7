import type { TimeOff } from '@bin-valet/schema';
import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import OfficeQueryProvider from '../../app/office-query-provider';
import { useSession } from '../../app/session-store';
import { TimeOffDialog } from './time-off-dialog';

/**
 * 'Request Time Off' for the signed-in employee, wherever they are (e.g. the crew dashboard): the
 * employee page is manager-only, so crew reach their own requests here. Lists their requests and
 * opens the request form; requests wait as pending for a manager. It brings the office data cache with it:
 * the crew dashboard loads this button after its first card, and has no cache of its own.
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
      {open && (
        <OfficeQueryProvider>
          <OwnTimeOffDialog employeeId={user.id} onClose={() => setOpen(false)} />
        </OfficeQueryProvider>
      )}
    </>
  );
}

function OwnTimeOffDialog({ employeeId, onClose }: { employeeId: number; onClose: () => void }) {
  const requests = useQuery<TimeOff[]>({ queryKey: ['api', 'admin', 'employees', employeeId, 'time-off'] });
  return (
    <TimeOffDialog
      employeeId={employeeId}
      title="Request Time Off"
      canManage={false}
      requests={requests}
      startWithForm
      onClose={onClose}
    />
  );
}
