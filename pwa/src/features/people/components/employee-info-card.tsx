import type { EmployeeDto } from '@bin-valet/schema';
import { Button, Card, Flex, Heading, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from '../../../api/client';
import { Menu, NativeSelect } from '../../../app/late-ui';
import { useSession } from '../../../app/session-store';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { formatDateOrNotSet, formatPhoneParens } from '../../../lib/format';
import { availabilityLabel } from '../../../lib/labels';
import { employeeSaved } from '../hooks/employee-cache';
import { availabilityChoices } from '../logic/employee-form';
import { displayName } from '../logic/sort-employees';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ActiveBadge, RoleBadge } from './role-badge';

/** Red tint for an inactive employee's cards. */
export const cardTint = (active: boolean) => (active ? {} : { bg: 'red.50', borderColor: 'red.300' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

type Open = 'edit' | 'reset' | 'delete' | null;

/** Employee Information card with the information menu and the manager-only availability control. */
export function EmployeeInfoCard({ employee, canManage }: { employee: EmployeeDto; canManage: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const name = displayName(employee);
  // One's own account: nobody deactivates or deletes themself (the server refuses it too).
  const own = useSession((s) => s.user?.id) === employee.id;

  // The menu's Activate/Deactivate and the availability control: the answer is the saved employee.
  const patch = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown>; title: string; description?: string }) =>
      api.patch<EmployeeDto>(`/api/admin/employees/${employee.id}`, body),
    onSuccess: (updated, { title, description }) => {
      notify(title, description);
      void employeeSaved(queryClient, updated);
    },
    onError: (err) => notify('Error', errorText(err), 'error'),
  });

  const toggleActive = () =>
    patch.mutate({
      body: { isActive: !employee.isActive },
      title: 'Status Updated',
      description: `Employee has been ${employee.isActive ? 'deactivated' : 'activated'}.`,
    });

  return (
    <Card.Root {...cardTint(employee.isActive)}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">
            Employee Information
          </Heading>
          <Menu.Root
            onSelect={(d) => {
              if (d.value === 'toggle') {
                if (!patch.isPending) toggleActive();
              } else setOpen(d.value as Open);
            }}
          >
            <Menu.Trigger asChild>
              <Button variant="outline" size="sm" aria-label="Employee actions">
                Actions ▾
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="edit">Edit Information</Menu.Item>
                  <Menu.Item value="reset">Reset Password</Menu.Item>
                  {!own && (
                    <>
                      <Menu.Item value="toggle">
                        {employee.isActive ? 'Deactivate Employee' : 'Activate Employee'}
                      </Menu.Item>
                      <Menu.Separator />
                      <Menu.Item value="delete" color="fg.error">
                        Delete Employee
                      </Menu.Item>
                    </>
                  )}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Row label="Username">@{employee.username}</Row>
          <Row label="Role">
            <RoleBadge role={employee.role} />
          </Row>
          <Row label="Full Name">{employee.name || 'Not set'}</Row>
          <Row label="Email">{employee.email || 'Not set'}</Row>
          <Row label="Phone">{formatPhoneParens(employee.phone) || 'Not set'}</Row>
          <Row label="Hire Date">{formatDateOrNotSet(employee.hireDate)}</Row>
          <Row label="Status">
            <ActiveBadge active={employee.isActive} />
          </Row>
          <Row label="Availability">
            {canManage ? (
              <NativeSelect.Root size="sm" maxW="48" disabled={patch.isPending}>
                <NativeSelect.Field
                  aria-label="Availability"
                  value=""
                  onChange={(e) =>
                    patch.mutate({ body: { availabilityStatus: e.target.value }, title: 'Availability status updated' })
                  }
                >
                  <option value="" disabled>
                    {availabilityLabel(employee.availabilityStatus)}
                  </option>
                  {availabilityChoices(employee.availabilityStatus).map((s) => (
                    <option key={s} value={s}>
                      {availabilityLabel(s)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Text>{availabilityLabel(employee.availabilityStatus)}</Text>
            )}
          </Row>
        </SimpleGrid>
      </Card.Body>
      {open === 'edit' && <EditEmployeeDialog employee={employee} own={own} onClose={() => setOpen(null)} />}
      {open === 'reset' && <ResetPasswordDialog employeeId={employee.id} name={name} onClose={() => setOpen(null)} />}
      {open === 'delete' && <DeleteEmployeeDialog employeeId={employee.id} name={name} onClose={() => setOpen(null)} />}
    </Card.Root>
  );
}
