// @vitest-environment jsdom

import { ChakraProvider, Table } from '@chakra-ui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { fullSystem } from '../../../app/theme-full';
import { createQueryClient } from '../../../lib/query-client';
import { EmployeeListPage, EmployeeNameLink } from './employee-list-page';

const system = fullSystem();

afterEach(cleanup);

type Row = { id: number; name: string | null; username: string };

// A real query in a real QueryClient, answered by each test's own function.
type Answer = () => Promise<Row[]>;
const waiting: Answer = () => new Promise(() => {});
const failing: Answer = () => Promise.reject(new ApiError(500, 'boom', 'Internal Server Error'));
const answering =
  (rows: Row[]): Answer =>
  () =>
    Promise.resolve(rows);

function Listed({ answer, errorAction }: { answer: Answer; errorAction: ReactNode }) {
  const employees = useQuery({ queryKey: ['employees'], queryFn: answer });
  return (
    <EmployeeListPage
      title="Employee Management"
      subtitle="Create and manage staff accounts"
      employees={employees}
      rows={employees.data ?? []}
      errorAction={errorAction}
      columns={<Table.ColumnHeader>Name</Table.ColumnHeader>}
      cells={(e) => (
        <Table.Cell>
          <EmployeeNameLink employee={e} />
        </Table.Cell>
      )}
    />
  );
}

const show = (answer: Answer, errorAction: ReactNode = <button type="button">Try Again</button>) =>
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Listed answer={answer} errorAction={errorAction} />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );

describe('EmployeeListPage', () => {
  it('says it is loading until the first answer', () => {
    show(waiting);
    expect(screen.getByText('Loading employees...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeTruthy();
  });

  it("shows a failed fetch's detail with the screen's own way out", async () => {
    show(failing);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading employees: 500: boom');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says when there is nobody, and lists a row per employee linking to the profile', async () => {
    show(answering([]));
    expect(await screen.findByText('No active employees found')).toBeTruthy();
    cleanup();
    show(answering([{ id: 4, name: ' ', username: 'casey' }]));
    expect(await screen.findAllByTestId('employee-row')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'casey' }).getAttribute('href')).toBe('/employee/4');
  });
});
