import { describe, expect, it } from 'vitest';
import { isLinkActive, NAV_LINKS, navLinksFor } from './nav-links';

const byLabel = (label: string) => {
  const link = NAV_LINKS.find((l) => l.label === label);
  if (!link) throw new Error(`no link ${label}`);
  return link;
};

describe('admin navigation', () => {
  it('marks Customers active on the list and on a customer page', () => {
    expect(isLinkActive(byLabel('Customers'), '/admin/customers')).toBe(true);
    expect(isLinkActive(byLabel('Customers'), '/customer/12')).toBe(true);
    expect(isLinkActive(byLabel('Customers'), '/admin')).toBe(false);
  });

  it('keeps Crew and Crew Dashboard apart', () => {
    expect(isLinkActive(byLabel('Crew'), '/crew')).toBe(true);
    expect(isLinkActive(byLabel('Crew'), '/crew-dashboard')).toBe(false);
    expect(isLinkActive(byLabel('Crew Dashboard'), '/crew-dashboard')).toBe(true);
  });

  it('lists the spec links in order', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual(['/admin/customers', '/route-planner', '/crew-dashboard', '/crew']);
  });

  it('offers each role only the pages it can use', () => {
    const labels = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((l) => l.label);
    expect(labels('crew')).toEqual(['Route Planner', 'Crew Dashboard']);
    expect(labels('customer_service')).toEqual(['Customers', 'Route Planner', 'Crew Dashboard']);
    expect(labels('manager')).toEqual(['Customers', 'Route Planner', 'Crew Dashboard', 'Crew']);
    expect(labels('admin')).toEqual(['Customers', 'Route Planner', 'Crew Dashboard', 'Crew']);
  });
});
