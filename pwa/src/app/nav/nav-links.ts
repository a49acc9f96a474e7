/** The admin navigation, as data so the desktop bar and the phone menu stay identical. */
export interface NavLinkDef {
  label: string;
  to: string;
  /** Extra path prefixes that also light this link (Customers is active on /customer/*). */
  alsoActiveFor?: string[];
}

export const NAV_LINKS: readonly NavLinkDef[] = [
  { label: 'Customers', to: '/admin/customers', alsoActiveFor: ['/customer/'] },
  { label: 'Route Planner', to: '/route-planner' },
  { label: 'Crew Dashboard', to: '/crew-dashboard' },
  { label: 'Crew', to: '/crew' },
];

/** True when `pathname` is the link's page, one of its sub-pages, or one of its extra prefixes. */
export function isLinkActive(link: NavLinkDef, pathname: string): boolean {
  if (pathname === link.to || pathname.startsWith(`${link.to}/`)) return true;
  return (link.alsoActiveFor ?? []).some((prefix) => pathname.startsWith(prefix));
}
