// @vitest-environment jsdom

import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../app/session-store';
import { fullSystem } from '../../app/theme-full';
import { Toaster } from '../../app/toaster-view';
import { businessToday } from '../../lib/business-day';
import { RequestTimeOffButton } from './request-time-off-button';

const system = fullSystem();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({
    status: 'authenticated',
    user: { id: 7, username: 'casey', role: 'crew' },
    fetchedAt: Date.now(),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderButton = () =>
  render(
    <ChakraProvider value={system}>
      <RequestTimeOffButton />
      <Toaster />
    </ChakraProvider>,
  );

describe('RequestTimeOffButton', () => {
  it("lists the signed-in employee's requests without manager actions and submits a new one", async () => {
    const today = businessToday();
    let rows: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        rows = [
          {
            id: 1,
            employeeId: 7,
            status: 'pending',
            createdAt: new Date().toISOString(),
            ...JSON.parse(String(init.body)),
          },
        ];
        return json(rows[0], 201);
      }
      expect(String(input)).toBe('/api/admin/employees/7/time-off');
      return json(rows);
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Request Time Off' }));
    await screen.findByText('0 requests in all');
    expect(screen.getByText('No time off requests found')).toBeTruthy();

    const start = screen.getByLabelText('Start Date');
    expect(start.getAttribute('min')).toBe(today);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please select a time off type')).toBeTruthy();

    fireEvent.change(start, { target: { value: today } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: today } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sick' } });
    expect(screen.getByTestId('time-off-duration').textContent).toBe('Duration: 1 day');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));

    await screen.findByText('1 request in all');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/admin/employees/7/time-off');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      startDate: today,
      endDate: today,
      type: 'sick',
      notes: null,
    });
    await waitFor(() => expect(screen.getByTestId('time-off-row').textContent).toContain('Pending'));
    expect(screen.queryByRole('button', { name: 'Approve Request' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('1 request in all')).toBeNull());
  });
});
