import type { CustomerNote } from '@bin-valet/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { as, createCustomer, createTestApp, roleCookies, type TestApp } from '../../test-support';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('customer notes', () => {
  it('lets any staff role add a note, authored by the session user whatever the body says', async () => {
    const customer = await createCustomer(t);
    const crew = await t.userWithRole('crew');
    const res = await as(t, crew.cookie).post<CustomerNote>(`/api/customers/${customer.id}/notes`, {
      noteText: '  Dog in yard  ',
      adminUsername: 'someone-else',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerId: customer.id,
      adminUsername: crew.username,
      noteText: 'Dog in yard',
      isPinned: false,
    });
    const cookies = await roleCookies(t);
    for (const cookie of Object.values(cookies)) {
      expect((await as(t, cookie).post(`/api/customers/${customer.id}/notes`, { noteText: 'x' })).status).toBe(201);
    }
  });

  it('refuses an empty note with the spec message and anonymous callers with 401', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    for (const noteText of ['', '   ']) {
      expect(await admin.post(`/api/customers/${customer.id}/notes`, { noteText })).toMatchObject({
        status: 400,
        body: { message: 'Note text is required' },
      });
    }
    expect((await admin.post(`/api/customers/${customer.id}/notes`, {})).body).toEqual({
      message: 'Note text is required',
    });
    expect((await t.call('POST', `/api/customers/${customer.id}/notes`, { body: { noteText: 'x' } })).status).toBe(401);
    expect((await t.call('GET', `/api/customers/${customer.id}/notes`)).status).toBe(401);
    expect((await admin.post('/api/customers/999/notes', { noteText: 'x' })).status).toBe(404);
    expect((await admin.get('/api/customers/999/notes')).status).toBe(404);
  });

  it('lists pinned notes first, then newest first', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const ids: number[] = [];
    for (const noteText of ['first', 'second', 'third']) {
      ids.push((await admin.post<CustomerNote>(`/api/customers/${customer.id}/notes`, { noteText })).body.id);
    }
    const pin = await admin.patch<CustomerNote>(`/api/customer-notes/${ids[0]}/pin`, { isPinned: true });
    expect(pin).toMatchObject({ status: 200, body: { id: ids[0], isPinned: true } });
    const crew = (await t.userWithRole('crew')).cookie;
    const list = await as(t, crew).get<CustomerNote[]>(`/api/customers/${customer.id}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.map((n) => n.noteText)).toEqual(['first', 'third', 'second']);
  });

  it('pins for office roles only, with a boolean', async () => {
    const customer = await createCustomer(t);
    const admin = as(t, await t.adminCookie());
    const note = (await admin.post<CustomerNote>(`/api/customers/${customer.id}/notes`, { noteText: 'n' })).body;
    const cookies = await roleCookies(t);
    const path = `/api/customer-notes/${note.id}/pin`;
    expect((await t.call('PATCH', path, { body: { isPinned: true } })).status).toBe(401);
    expect((await as(t, cookies.crew).patch(path, { isPinned: true })).status).toBe(403);
    expect((await as(t, cookies.customer_service).patch(path, { isPinned: true })).status).toBe(200);
    expect((await as(t, cookies.manager).patch<CustomerNote>(path, { isPinned: false })).body.isPinned).toBe(false);
    expect(await admin.patch(path, { isPinned: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'isPinned must be true or false' },
    });
    expect((await admin.patch('/api/customer-notes/999/pin', { isPinned: true })).status).toBe(404);
  });
});
