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

  it('lights Dashboard on /admin only, People on the list and an employee page', () => {
    expect(isLinkActive(byLabel('Dashboard'), '/admin')).toBe(true);
    expect(isLinkActive(byLabel('Dashboard'), '/admin/customers')).toBe(false);
    expect(isLinkActive(byLabel('People'), '/people')).toBe(true);
    expect(isLinkActive(byLabel('People'), '/employee/4')).toBe(true);
    expect(isLinkActive(byLabel('People'), '/crew-dashboard')).toBe(false);
  });

  it('lists the spec links in order', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual([
      '/admin',
      '/admin/customers',
      '/route-planner',
      '/crew-dashboard',
      '/people',
    ]);
  });

  it('offers each role only the pages it can use', () => {
    const labels = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((l) => l.label);
    expect(labels('crew')).toEqual(['Route Planner', 'Crew Dashboard']);
    expect(labels('customer_service')).toEqual(['Dashboard', 'Customers', 'Route Planner', 'Crew Dashboard']);
    const all = ['Dashboard', 'Customers', 'Route Planner', 'Crew Dashboard', 'People'];
    expect(labels('manager')).toEqual(all);
    expect(labels('admin')).toEqual(all);
  });
});
