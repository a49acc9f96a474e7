import { Badge, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PublicTracking, TrackingRecord } from '../../../../../schema/api-types';
import { SERVICE_RATE_DEFAULT } from '../../../../../schema/constants';
import {
  contactLabel,
  formatDate,
  formatDateOrNotSet,
  formatPhoneDashes,
  titleCase,
  weekdayLabel,
} from '../../../lib/format';
import {
  binsNote,
  movedNote,
  PAYMENT_STATUS_COLORS,
  TRACKING_STATUS_COLORS,
  trackingTaskLabel,
} from '../logic/tracking-logic';
import { ScheduleCollectionDialog } from './schedule-collection-dialog';

type Customer = PublicTracking['customer'];

export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} height="full">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="2">{children}</Card.Body>
    </Card.Root>
  );
}

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge colorPalette={TRACKING_STATUS_COLORS[status] ?? 'gray'}>{titleCase(status)}</Badge>
);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="3" align="start">
      <Text color="gray.700">{label}</Text>
      <Text fontWeight="medium" textAlign="right">
        {children}
      </Text>
    </HStack>
  );
}

export function NextCollectionCard(p: {
  next: TrackingRecord | null;
  productName: string;
  token: string;
  today: string;
  collectionDay: string;
  onScheduled: () => void;
}) {
  const { next } = p;
  return (
    <InfoCard title="Next Collection">
      {next ? (
        <Stack gap="2">
          <Text fontSize="xl" fontWeight="bold">
            {formatDate(next.collectionDate, 'EEEE, MMMM d, yyyy')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={next.status} />
            <Text>{trackingTaskLabel(next.taskType)}</Text>
          </HStack>
          {movedNote(next, (d) => formatDate(d, 'EEEE, MMM d')) && (
            <Text color="orange.800" fontSize="sm" data-testid="next-moved">
              {movedNote(next, (d) => formatDate(d, 'EEEE, MMM d'))}
            </Text>
          )}
          {binsNote(next) && <Text data-testid="next-bins">{binsNote(next)}</Text>}
          {next.status === 'pending' && (
            <Text color="orange.800" fontSize="sm">
              Awaiting Magnolia {p.productName} approval
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="3" align="start">
          <Text color="gray.700">No upcoming collections</Text>
          <ScheduleCollectionDialog
            token={p.token}
            today={p.today}
            collectionDay={p.collectionDay}
            onScheduled={p.onScheduled}
          />
        </Stack>
      )}
    </InfoCard>
  );
}

export function AccountStatusCard({ customer }: { customer: Customer }) {
  const status = customer.paymentStatus || 'pending';
  return (
    <InfoCard title="Account Status">
      <Row label="Payment Status">
        <Badge colorPalette={PAYMENT_STATUS_COLORS[status] ?? 'gray'}>{titleCase(status)}</Badge>
      </Row>
      <Row label="Monthly Rate">${customer.serviceRate ?? SERVICE_RATE_DEFAULT}</Row>
    </InfoCard>
  );
}

export function ServiceDetailsCard({ customer: c }: { customer: Customer }) {
  const bins = [
    c.needsGarbage && `${c.garbageQty || 1} Garbage`,
    c.needsCompost && `${c.compostQty || 1} Compost`,
    c.needsRecycling && `${c.recyclingQty || 1} Recycling`,
  ].filter((b): b is string => Boolean(b));
  return (
    <InfoCard title="Service Details">
      <Row label="Collection Day">
        <Badge colorPalette="blue">{weekdayLabel(c.collectionDay)}</Badge>
      </Row>
      <Row label="Bins to Curb">{weekdayLabel(c.binsToCurbDay)}</Row>
      <Row label="Bins Back to House">{weekdayLabel(c.binsToResidenceDay)}</Row>
      <Wrap gap="2" pt="1" aria-label="Bins">
        {bins.length ? (
          bins.map((b) => (
            <Badge key={b} colorPalette="green" variant="subtle">
              {b}
            </Badge>
          ))
        ) : (
          <Text color="gray.700">No bins selected</Text>
        )}
      </Wrap>
    </InfoCard>
  );
}

export function ContactInfoCard({ customer: c }: { customer: Customer }) {
  return (
    <InfoCard title="Contact Information">
      <Row label="Address">
        {c.address}
        <br />
        {c.city}, {c.state} {c.zipCode}
      </Row>
      <Row label="Phone">{formatPhoneDashes(c.phone)}</Row>
      <Row label="Preferred Contact">{contactLabel(c.contactMethod)}</Row>
    </InfoCard>
  );
}

export function ServiceScheduleCard({ customer: c }: { customer: Customer }) {
  if (!c.serviceStartDate && !c.serviceEndDate) return null;
  return (
    <InfoCard title="Service Schedule">
      <Row label="Start Date">{formatDateOrNotSet(c.serviceStartDate, 'MMMM d, yyyy')}</Row>
      <Row label="End Date">{formatDateOrNotSet(c.serviceEndDate, 'MMMM d, yyyy')}</Row>
    </InfoCard>
  );
}
