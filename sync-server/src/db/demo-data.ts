/**
 * Fixed ingredients of the demo neighbourhood: staff with known passwords, Magnolia
 * streets with rough coordinates, names. Kept apart from the seeding logic so tests can import the
 * accounts without pulling in the database code.
 */
import type { EmployeeRole } from '@bin-valet/schema';

export interface DemoStaff {
  username: string;
  role: EmployeeRole;
  name: string;
  password: string;
  email: string;
  phone: string;
  /** Days before today. */
  hiredDaysAgo: number;
  isActive: boolean;
}

/** Every role is covered; passwords are printed by `npm run demo` and exported to the e2e suite. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    username: 'maria',
    role: 'manager',
    name: 'Maria Delgado',
    password: 'maria-demo',
    email: 'maria@magnoliabinvalet.example',
    phone: '2065550101',
    hiredDaysAgo: 700,
    isActive: true,
  },
  {
    username: 'sam',
    role: 'customer_service',
    name: 'Sam Okafor',
    password: 'sam-demo',
    email: 'sam@magnoliabinvalet.example',
    phone: '2065550102',
    hiredDaysAgo: 400,
    isActive: true,
  },
  {
    username: 'casey',
    role: 'crew',
    name: 'Casey Nguyen',
    password: 'casey-demo',
    email: 'casey@magnoliabinvalet.example',
    phone: '2065550103',
    hiredDaysAgo: 300,
    isActive: true,
  },
  {
    username: 'jordan',
    role: 'crew',
    name: 'Jordan Park',
    password: 'jordan-demo',
    email: 'jordan@magnoliabinvalet.example',
    phone: '2065550104',
    hiredDaysAgo: 95,
    isActive: true,
  },
  {
    username: 'riley',
    role: 'crew',
    name: 'Riley Thompson',
    password: 'riley-demo',
    email: 'riley@magnoliabinvalet.example',
    phone: '2065550105',
    hiredDaysAgo: 20,
    isActive: true,
  },
  {
    username: 'alex',
    role: 'crew',
    name: 'Alex Moreau',
    password: 'alex-demo',
    email: 'alex@magnoliabinvalet.example',
    phone: '2065550106',
    hiredDaysAgo: 500,
    isActive: false,
  },
];

/** The crew that gets assignments (active crew only). */
export const DEMO_CREW = ['casey', 'jordan', 'riley'] as const;

/**
 * East-west streets: latitude fixed, longitude follows the house number (the 2800 block sits at
 * 28th Ave W, one block ≈ 0.0012° of longitude). North-south avenues: longitude fixed, latitude
 * follows the house number. Rough, but every point lands within ~1.5 km of 47.64, -122.40.
 */
export const EW_STREETS = [
  { street: 'W Raye St', lat: 47.6405 },
  { street: 'W McGraw St', lat: 47.6393 },
  { street: 'W Galer St', lat: 47.6331 },
  { street: 'W Howe St', lat: 47.6375 },
  { street: 'W Blaine St', lat: 47.6356 },
  { street: 'W Smith St', lat: 47.6424 },
  { street: 'W Armour St', lat: 47.6446 },
] as const;

export const NS_AVENUES = [
  { street: '34th Ave W', lng: -122.4003 },
  { street: '28th Ave W', lng: -122.393 },
  { street: '32nd Ave W', lng: -122.398 },
  { street: '36th Ave W', lng: -122.4028 },
  { street: 'Magnolia Blvd W', lng: -122.4085 },
] as const;

export const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Camila',
  'Dev',
  'Elena',
  'Finn',
  'Grace',
  'Hiro',
  'Isla',
  'Jamal',
  'Keiko',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Soren',
  'Tessa',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Arthur',
  'Beatrice',
  'Carlos',
  'Dana',
  'Emeka',
  'Fatima',
  'George',
  'Hannah',
  'Ivan',
  'June',
  'Kofi',
  'Leah',
  'Marco',
  'Nadia',
] as const;

export const LAST_NAMES = [
  'Anderson',
  'Bergstrom',
  'Chen',
  'Dawson',
  'Eriksen',
  'Fujita',
  'Garcia',
  'Hansen',
  'Iverson',
  'Johansson',
  'Kim',
  'Larsen',
  'Martinez',
  'Nakamura',
  'Olsen',
  'Patel',
  'Quintero',
  'Rasmussen',
  'Sato',
  'Torres',
  'Underwood',
  'Vasquez',
  'Williams',
  'Xu',
  'Yamamoto',
  'Zimmerman',
  'Brooks',
  'Castillo',
  'Donovan',
  'Ellis',
  'Foster',
  'Gupta',
  'Holm',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreno',
  'Novak',
  'Okoro',
] as const;

export const NOTE_TEXTS = [
  'Gate code is 4521; bins are behind the side gate.',
  'Dog in the yard, friendly but please close the gate.',
  'Customer asked for bins to be placed by the garage, not the porch.',
  'Steep driveway: take the compost bin first.',
  'Prefers a text the evening before service.',
  'Recycling bin lid is cracked; city replacement requested.',
  'Paid for three months up front.',
  'Extra garbage bag on holidays is fine to take.',
] as const;
