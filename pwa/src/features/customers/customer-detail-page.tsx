import type { Customer } from '@bin-valet/schema';
import { Alert, Box, Button, Center, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { BillingStatusCard } from './billing/billing-status-card';
import { AddressPhotoCard } from './components/address-photo-card';
import { CreateJobDialog } from './components/create-job-dialog';
import { CustomerChangesCard } from './components/customer-changes-card';
import { CustomerInfoCard } from './components/customer-info-card';
import { DeleteCustomerDialog } from './components/delete-customer-dialog';
import { EditCustomerDialog } from './components/edit-customer-dialog';
import { JobTrackingCard } from './components/job-tracking-card';
import { MessagesCard } from './components/messages-card';
import { NotesCard } from './components/notes-card';
import { PaymentsCard } from './components/payments-card';
import { PlaceCard } from './components/place-card';
import { QuickActionsCard } from './components/quick-actions-card';
import { RecordPaymentDialog } from './components/record-payment-dialog';
import { RequestsCard } from './components/requests-card';
import { ServiceInfoCard } from './components/service-info-card';
import { ServiceScheduleDialog } from './components/service-schedule-dialog';

type DialogName = 'edit' | 'delete' | 'schedule' | 'createJob' | 'payment' | null;

/** /customer/:id: every card and dialog of one customer, online against the office API. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const customerId = /^\d+$/.test(id) ? Number(id) : 0;
  const customer = useQuery<Customer>({
    queryKey: ['api', 'signups', customerId],
    // Not a number: no such customer, without asking the server.
    ...(customerId > 0 ? {} : { queryFn: () => Promise.reject(new ApiError(404, '', 'Not Found')) }),
  });

  if (customer.error instanceof ApiError && customer.error.status === 404) return <CustomerNotFound />;
  if (customer.error && !customer.data) {
    return (
      <Center minH="50vh" p="6">
        <Stack align="center" gap="3">
          <Text>Unable to load this customer.</Text>
          <Button onClick={() => void customer.refetch()}>Try Again</Button>
        </Stack>
      </Center>
    );
  }
  if (!customer.data) {
    return (
      <Center minH="50vh" aria-label="Loading customer">
        <Spinner size="lg" />
      </Center>
    );
  }
  return <CustomerDetail customer={customer.data} />;
}

function CustomerNotFound() {
  return (
    <Center minH="50vh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          Customer Not Found
        </Heading>
        <Text color="fg.muted">The customer you're looking for doesn't exist or has been deleted.</Text>
        <Button asChild colorPalette="green">
          <Link to="/admin">Back to Dashboard</Link>
        </Button>
      </Stack>
    </Center>
  );
}

/** The page's cards and dialogs; each write says itself what it changed in the data cache. */
function CustomerDetail({ customer }: { customer: Customer }) {
  const [dialog, setDialog] = useState<DialogName>(null);
  const close = () => setDialog(null);

  return (
    <Container maxW="7xl" py="6" px={{ base: '3', md: '6' }}>
      <Stack gap="5">
        <Box>
          <Button asChild variant="ghost" size="sm">
            <Link to="/admin">← Back to Dashboard</Link>
          </Button>
        </Box>
        <Heading as="h1" size="2xl">
          {customer.name}
        </Heading>
        {customer.customerStatus === 'suspended' && (
          <Alert.Root status="error" variant="solid">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Customer Account Suspended</Alert.Title>
              <Alert.Description>
                Service is on hold for this customer until the account is reactivated.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5" alignItems="start">
          <Stack gap="5" minW="0">
            <CustomerInfoCard
              customer={customer}
              onEdit={() => setDialog('edit')}
              onDelete={() => setDialog('delete')}
            />
            <JobTrackingCard
              customerId={customer.id}
              onCreateJob={() => setDialog('createJob')}
              coords={{ lat: customer.latitude, lng: customer.longitude }}
              customer={customer}
            />
            <NotesCard customerId={customer.id} signupNotes={customer.notes} accessNotes={customer.accessNotes} />
            <RequestsCard customerId={customer.id} />
            <CustomerChangesCard customerId={customer.id} />
            <MessagesCard customerId={customer.id} />
          </Stack>
          <Stack gap="5" minW="0">
            <ServiceInfoCard customer={customer} onManageSchedule={() => setDialog('schedule')} />
            <BillingStatusCard customerId={customer.id} />
            <AddressPhotoCard customer={customer} />
            <PlaceCard key={`${customer.latitude},${customer.longitude}`} customer={customer} />
            <PaymentsCard
              customerId={customer.id}
              serviceRate={customer.serviceRate}
              onRecord={() => setDialog('payment')}
            />
            <QuickActionsCard customer={customer} />
          </Stack>
        </Grid>
      </Stack>
      <EditCustomerDialog open={dialog === 'edit'} customer={customer} onClose={close} />
      <DeleteCustomerDialog open={dialog === 'delete'} customer={customer} onClose={close} />
      <ServiceScheduleDialog open={dialog === 'schedule'} customerId={customer.id} onClose={close} />
      <CreateJobDialog open={dialog === 'createJob'} customerId={customer.id} onClose={close} />
      <RecordPaymentDialog open={dialog === 'payment'} customerId={customer.id} onClose={close} />
    </Container>
  );
}
