import type { Customer } from '@bin-valet/schema';
import { Button, Card, chakra, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useCustomerSaved } from '../hooks/use-customer-saved';
import { photoProblem } from '../logic/photo-check';

interface Props {
  customer: Customer;
}

/** Address Photo: the house photo crews look for; upload checks type and size before sending. */
export function AddressPhotoCard({ customer }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const saved = useCustomerSaved();
  // The answer's address goes straight into the shown customer.
  const send = useMutation({
    mutationFn: (form: FormData) => api.post<{ photoUrl: string }>(`/api/customers/${customer.id}/photo`, form),
    onSuccess: ({ photoUrl }) => {
      saved({ ...customer, addressPhotoUrl: photoUrl, addressPhotoUpdatedAt: new Date().toISOString() });
      notify('Photo Uploaded', 'The address photo has been updated.');
    },
    onError: (err) => notify('Upload failed', errorText(err, 'Failed to upload photo. Please try again.'), 'error'),
  });
  const pending = send.isPending;

  function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      notify('Invalid File', problem, 'error');
      return;
    }
    const form = new FormData();
    form.append('photo', file);
    send.mutate(form);
  }

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Address Photo</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {customer.addressPhotoUrl ? (
            <Image src={customer.addressPhotoUrl} alt={`Address photo of ${customer.address}`} borderRadius="md" />
          ) : (
            <Flex h="32" align="center" justify="center" bg="bg.muted" borderRadius="md" color="fg.muted">
              No photo uploaded
            </Flex>
          )}
          {customer.addressPhotoUpdatedAt && (
            <Text fontSize="xs" color="fg.muted">
              Updated {formatDate(customer.addressPhotoUpdatedAt)}
            </Text>
          )}
          <chakra.input
            ref={input}
            type="file"
            accept="image/*"
            display="none"
            aria-label="Address photo file"
            data-testid="address-photo-input"
            onChange={upload}
          />
          <Button size="sm" variant="outline" loading={pending} onClick={() => input.current?.click()}>
            {customer.addressPhotoUrl ? 'Replace Photo' : 'Upload Photo'}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
