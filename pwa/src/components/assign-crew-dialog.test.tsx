// @vitest-environment jsdom

import type { EmployeeDto } from '@bin-valet/schema';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullSystem } from '../app/theme-full';
import { createQueryClient } from '../lib/query-client';
import { AssignCrewDialog, type AssignCrewTask } from './assign-crew-dialog';

const system = fullSystem();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const casey = { id: 4, username: 'casey', name: 'Casey Nguyen', role: 'crew', isActive: true } as EmployeeDto;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => json(String(input).includes('conflicts') ? [] : [casey])),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = createQueryClient();
const wrap = (children: ReactNode) => (
  <QueryClientProvider client={client}>
    <ChakraProvider value={system}>{children}</ChakraProvider>
  </QueryClientProvider>
);
// A new object each render, as the route planner passes it.
const taskOf = (id: number): AssignCrewTask => ({ id, scheduledDate: '2026-12-01', taskType: 'take_to_curb' });
const assignButton = () => screen.getByRole('button', { name: 'Assign Crew' }) as HTMLButtonElement;

describe('AssignCrewDialog', () => {
  it('keeps the chosen crew member when the page redraws the same task, and starts afresh for another', async () => {
    const view = render(wrap(<AssignCrewDialog task={taskOf(1)} onClose={() => {}} />));
    const member = (await screen.findByLabelText('Crew Member')) as HTMLSelectElement;
    expect(assignButton().disabled).toBe(true);
    fireEvent.change(member, { target: { value: String(casey.id) } });
    expect(assignButton().disabled).toBe(false);

    // The sync brought changes in: the planner redraws with an equal task in a new object.
    view.rerender(wrap(<AssignCrewDialog task={taskOf(1)} onClose={() => {}} />));
    expect(assignButton().disabled).toBe(false);
    expect((screen.getByLabelText('Crew Member') as HTMLSelectElement).value).toBe(String(casey.id));

    view.rerender(wrap(<AssignCrewDialog task={taskOf(2)} onClose={() => {}} />));
    expect(assignButton().disabled).toBe(true);
  });
});
