/**
 * Shapes of the public API's answers: the customer's tracking page, the signup and the public
 * configuration. What these show reaches anyone holding a link, so each field here is one the
 * public may see (the staff answers are in ./api-types.ts).
 */
import type { CustomerDto } from './api-types';
import type { Bins } from './calendar';
import type { CollectionStory } from './next-collection';

/** A record on the tracking page: tasks and the customer's collection requests, merged. */
export interface TrackingRecord {
  id: string;
  collectionDate: string;
  status: string;
  taskType: string | null;
  notes: string | null;
  /** Tasks only: the bins the city collects that week. */
  bins?: Bins;
  /** Tasks only: the city's collection date of the task's job, and when its bins go out and come back. */
  cityCollectionDate?: string;
  binsOutDate?: string;
  binsBackDate?: string;
  /** Tasks of a job a holiday or a declared delay moved: the date before the move, and why. */
  movedFrom?: string;
  moveReason?: string;
  /** Curb photos of a task, on the public tracking answers only (token-scoped URLs). */
  photos?: TrackingPhoto[];
}

/** A curb photo as the customer sees it: an opaque id and a URL that works only with their own token. */
export interface TrackingPhoto {
  id: string;
  url: string;
  takenAt: string | null;
}

/** GET /api/track/{token}: only what the public tracking page shows (docs/architecture.md §3.1). */
export interface PublicTracking {
  customer: {
    name: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    phone: string;
    contactMethod: string;
    customerStatus: string;
    /** trial, paid, due or overdue (see accountSummary); suspended or cancelled for a closed account. */
    paymentStatus: string;
    /** Whole dollars owed today under the public plan. */
    amountOwed: number;
    /** Free jobs of the trial not yet used. */
    freeJobsLeft: number;
    binsToCurbDay: string;
    collectionDay: string;
    binsToResidenceDay: string;
    needsGarbage: boolean;
    garbageQty: number;
    needsCompost: boolean;
    compostQty: number;
    needsRecycling: boolean;
    recyclingQty: number;
    serviceStartDate: string | null;
    serviceEndDate: string | null;
  };
  /** The service period running today (or the next one), and the ended ones for the history. */
  schedule: {
    current: { startDate: string; endDate: string | null; status: string } | null;
    upcoming: boolean;
    past: { startDate: string; endDate: string | null; status: string }[];
  };
  /** The customer's next collection (never a missed or cancelled one), as texts and the crew tell it. */
  next: PublicNextCollection | null;
  /** The dates the customer may ask to be collected on, from today for the request window. */
  requestDates: PublicRequestDate[];
  productName: string;
  today: string;
}

/** One of the customer's actual collection dates (the city's, holiday weeks applied) on the request calendar. */
export interface PublicRequestDate {
  collectionDate: string;
  /** Their usual day that week, when the city moved it. */
  regularDate: string;
  /** 'Thanksgiving' when the city moved it; null otherwise. */
  moveReason: string | null;
  /** 'scheduled' when a collection is already on, 'requested' when a request waits; null when they can ask. */
  taken: 'scheduled' | 'requested' | null;
}

/** The next collection's story without the job's id (the public sees no ids). */
export type PublicNextCollection = Omit<CollectionStory, 'jobId'>;

export interface PublicConfig {
  contactPhone: string;
  contactEmail: string;
  productName: string;
  publicUrl: string;
  businessTz: string;
  /** The month the free trial runs in ('July'), from FREE_TRIAL_MONTH; null when none is named. */
  freeTrialMonth: string | null;
  /** Whether the office's Location card can search an address (GEOCODER_URL is set). */
  addressSearch: boolean;
}

/**
 * POST /api/signups answer. Anonymous callers get only their tracking link (numeric ids never reach the
 * public); office staff get the whole customer row as well.
 */
export interface SignupCreated {
  trackingToken: string;
  trackingUrl: string;
  customer?: CustomerDto;
}

/** POST /api/track/{token}/schedule-collection answer (201). */
export interface ScheduleCollectionResult {
  record: TrackingRecord;
}

/** Billing as Trial, Active, Past due, Paused or Cancelled (GET /api/customers/{id}/billing, /api/track/{token}/billing). */
export type BillingStatusName = 'trial' | 'active' | 'past_due' | 'paused' | 'cancelled';

export interface BillingInvoiceView {
  /** Stripe's invoice id, which the office's refund and waive calls name. */
  id: string;
  number: string | null;
  amountCents: number;
  status: string;
  paidAt: string | null;
  receiptUrl: string | null;
}

export interface BillingSummary {
  status: BillingStatusName;
  freeJobsLeft: number;
  cardBrand: string | null;
  cardLast4: string | null;
  nextChargeDate: string | null;
  invoices: BillingInvoiceView[];
}

/** GET /api/admin/customers/billing: customers with a billing status, past due first, then Active, Paused, Trial, Cancelled. */
export interface BillingListEntry {
  customerId: number;
  status: BillingStatusName;
}

export const BILLING_STATUS_LABELS: Record<BillingStatusName, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** GET /api/geocode?q= answer: whether an address search is configured, and where the address is (null: not found). */
export interface GeocodeAnswer {
  configured: boolean;
  place: { latitude: number; longitude: number } | null;
}

/** An invoice's status as people read it: a voided invoice is one the office waived. */
export function invoiceStatusLabel(status: string): string {
  return (
    ({ paid: 'Paid', failed: 'Failed', refunded: 'Refunded', void: 'Waived' } as Record<string, string>)[status] ??
    status
  );
}
