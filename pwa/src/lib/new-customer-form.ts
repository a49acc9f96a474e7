import type { ContactMethod, CustomerStatus, Weekday } from '@bin-valet/schema';

/** Who and where, as typed: the same inputs in the signup, Create New Customer and Edit Customer. */
export interface CustomerContactFields {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
}

/**
 * A new customer as typed into the public signup and the office's Create New Customer: both end as
 * the same POST /api/signups body, so they hold the same fields. Text stays as typed, quantities and
 * the rate are the inputs' numbers.
 */
export interface NewCustomerForm extends CustomerContactFields {
  needsGarbage: boolean;
  garbageQty: number;
  needsCompost: boolean;
  compostQty: number;
  needsRecycling: boolean;
  recyclingQty: number;
  contactMethod: ContactMethod;
  binsToCurbDay: Weekday;
  collectionDay: Weekday;
  binsToResidenceDay: Weekday;
  serviceRate: number;
  customerStatus: CustomerStatus;
  /** yyyy-MM-dd, '' until chosen. */
  serviceStartDate: string;
  /** yyyy-MM-dd or ''; the public signup uses it only with a Custom length and computes it otherwise. */
  serviceEndDate: string;
  notes: string;
}

/** The fields they differ on: customers choose text and a weekend, the office both and early week. */
type ChannelAndDays = 'contactMethod' | 'binsToCurbDay' | 'collectionDay' | 'binsToResidenceDay';

/** The defaults both forms share: Seattle, WA, every bin at quantity 1, $5, active, no dates. */
export const NEW_CUSTOMER_COMMON = {
  name: '',
  address: '',
  city: 'Seattle',
  state: 'WA',
  zipCode: '',
  phone: '',
  email: '',
  needsGarbage: true,
  garbageQty: 1,
  needsCompost: true,
  compostQty: 1,
  needsRecycling: true,
  recyclingQty: 1,
  serviceRate: 5,
  customerStatus: 'active',
  serviceStartDate: '',
  serviceEndDate: '',
  notes: '',
} as const satisfies Omit<NewCustomerForm, ChannelAndDays>;
