import type { Role } from '@bin-valet/schema';

/** The admin navigation, as data so the desktop bar and the phone menu stay identical. */
export interface NavLinkDef {
  label: string;
  to: string;
  /** Extra path prefixes that also light this link (Customers is active on /customer/*). */
  alsoActiveFor?: string[];
  /** Roles that may use the page (admin sees everything); absent: every staff role. */
  roles?: readonly Role[];
  /** Lit only on the page itself, not on paths below it (the dashboard /admin has /admin/customers under it). */
  exact?: boolean;
}

export const NAV_LINKS: readonly NavLinkDef[] = [
  { label: 'Dashboard', to: '/admin', roles: ['customer_service', 'manager'], exact: true },
  {
    label: 'Customers',
    to: '/admin/customers',
    alsoActiveFor: ['/customer/'],
    roles: ['customer_service', 'manager'],
  },
  { label: 'Route Planner', to: '/route-planner' },
  { label: 'Crew Dashboard', to: '/crew-dashboard' },
  { label: 'People', to: '/people', alsoActiveFor: ['/employee/'], roles: ['manager'] },
];

/** The links a role can use: a link the server would answer with 'Access Denied' is not offered. */
export const navLinksFor = (role: Role): readonly NavLinkDef[] =>
  NAV_LINKS.filter((l) => role === 'admin' || !l.roles || l.roles.includes(role));

/** True when `pathname` is the link's page, one of its sub-pages, or one of its extra prefixes. */
export function isLinkActive(link: NavLinkDef, pathname: string): boolean {
  if (pathname === link.to) return true;
  if (link.exact) return false;
  if (pathname.startsWith(`${link.to}/`)) return true;
  return (link.alsoActiveFor ?? []).some((prefix) => pathname.startsWith(prefix));
}
