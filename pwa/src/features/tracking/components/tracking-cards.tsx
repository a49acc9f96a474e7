import type { PublicNextCollection, PublicRequestDate, PublicTracking, TrackingRecord } from '@bin-valet/schema';
import { Badge, Card, chakra, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate, formatDateOrNotSet, formatPhoneDashes } from '../../../lib/format';
import {
  ACCOUNT_STATUS_COLORS,
  contactLabel,
  statusLabel,
  TRACKING_STATUS_COLORS,
  weekdayLabel,
} from '../../../lib/labels';
import { owedText, PLAN_TEXT, standingLabel } from '../../../lib/pricing';
import { binsNote, trackingTaskLabel } from '../logic/tracking-logic';
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
  <Badge colorPalette={TRACKING_STATUS_COLORS[status] ?? 'gray'}>{statusLabel(status)}</Badge>
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

/** The next collection's story as the server tells it (the texts say the same), or a pending request sooner. */
export function NextCollectionCard(p: {
  story: PublicNextCollection | null;
  pending: TrackingRecord | null;
  productName: string;
  token: string;
  today: string;
  collectionDay: string;
  requestDates: readonly PublicRequestDate[];
}) {
  const { story, pending } = p;
  const showPending = pending && (!story || pending.collectionDate < story.collectionDate);
  return (
    <InfoCard title="Next Collection">
      {story && !showPending ? (
        <Stack gap="2">
          {/* The city's collection date first; when the bins go out and come back under it. */}
          <Text fontSize="xl" fontWeight="bold" data-testid="next-collection-date">
            {formatDate(story.collectionDate, 'EEEE, MMMM d, yyyy')}
          </Text>
          {story.binsOutDate && <Row label="Bins go out">{formatDate(story.binsOutDate, 'EEEE, MMM d')}</Row>}
          {story.binsBackDate && <Row label="Bins come back">{formatDate(story.binsBackDate, 'EEEE, MMM d')}</Row>}
          <HStack gap="2" wrap="wrap">
            <StatusBadge status="scheduled" />
          </HStack>
          {story.movedLine && (
            <Text color="orange.800" fontSize="sm" data-testid="next-moved">
              {story.movedLine}
            </Text>
          )}
          {story.bins && <Text data-testid="next-bins">{binsNote({ bins: story.bins })}</Text>}
        </Stack>
      ) : showPending ? (
        <Stack gap="2">
          <Text fontSize="xl" fontWeight="bold" data-testid="next-collection-date">
            {formatDate(pending.collectionDate, 'EEEE, MMMM d, yyyy')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={pending.status} />
            <Text>{trackingTaskLabel(pending.taskType)}</Text>
          </HStack>
          <Text color="orange.800" fontSize="sm">
            Awaiting Magnolia {p.productName} approval
          </Text>
        </Stack>
      ) : (
        <Stack gap="3" align="start">
          <Text color="gray.700">No upcoming collections</Text>
          <ScheduleCollectionDialog
            token={p.token}
            today={p.today}
            collectionDay={p.collectionDay}
            dates={p.requestDates}
          />
        </Stack>
      )}
    </InfoCard>
  );
}

export function AccountStatusCard({ customer }: { customer: Customer }) {
  const status = customer.paymentStatus;
  return (
    <InfoCard title="Account Status">
      <Row label="Payment Status">
        <Badge colorPalette={ACCOUNT_STATUS_COLORS[status] ?? 'gray'} data-testid="payment-status">
          {standingLabel(status)}
        </Badge>
      </Row>
      {/* One plan for every customer; the office's per-job rate stays on the office's screens. */}
      <Row label="Plan">{PLAN_TEXT}</Row>
      <Text fontSize="sm" color="gray.800" data-testid="amount-owed">
        {owedText(customer)}
      </Text>
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

type Schedule = PublicTracking['schedule'];
const span = (p: { startDate: string; endDate: string | null }) =>
  `${formatDate(p.startDate, 'MMM d, yyyy')} – ${p.endDate ? formatDate(p.endDate, 'MMM d, yyyy') : 'open-ended'}`;

/**
 * Service Schedule: the period running now (or the next one), never an old one beside this year's
 * services; ended periods only under 'Past schedules'.
 */
export function ServiceScheduleCard({
  customer: c,
  schedule,
  today,
}: {
  customer: Customer;
  schedule: Schedule;
  today: string;
}) {
  const { current, upcoming, past } = schedule;
  // Dates given at signup stand for a period only while they are not over.
  const signupLive = (c.serviceStartDate || c.serviceEndDate) && !(c.serviceEndDate && c.serviceEndDate < today);
  if (!current && past.length === 0 && !signupLive) return null;
  const shown = current ?? (signupLive ? { startDate: c.serviceStartDate, endDate: c.serviceEndDate } : null);
  return (
    <InfoCard title="Service Schedule">
      {shown ? (
        <>
          {upcoming && <Text color="gray.700">Your next service period</Text>}
          <Row label="Start Date">{formatDateOrNotSet(shown.startDate, 'MMMM d, yyyy')}</Row>
          <Row label="End Date">{formatDateOrNotSet(shown.endDate, 'MMMM d, yyyy')}</Row>
        </>
      ) : (
        <Text color="gray.700">No current service period</Text>
      )}
      {past.length > 0 && (
        <chakra.details fontSize="sm" color="gray.700" data-testid="past-schedules">
          <chakra.summary cursor="pointer">Past schedules ({past.length})</chakra.summary>
          <chakra.ul ps="5" listStyleType="disc">
            {past.map((p) => (
              <li key={`${p.startDate}-${p.endDate}`}>{span(p)}</li>
            ))}
          </chakra.ul>
        </chakra.details>
      )}
    </InfoCard>
  );
}
