// @vitest-environment jsdom

import { ChakraProvider, Table } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../app/theme';
import type { Resource } from '../use-resource';
import { EmployeeListPage, EmployeeNameLink } from './employee-list-page';

afterEach(cleanup);

type Row = { id: number; name: string | null; username: string };

const resource = (over: Partial<Resource<Row[]>>): Resource<Row[]> => ({
  data: undefined,
  loading: false,
  error: null,
  errorStatus: null,
  errorDetail: null,
  reload: async () => {},
  ...over,
});

const show = (employees: Resource<Row[]>, errorAction: ReactNode = <button type="button">Try Again</button>) =>
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
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
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('EmployeeListPage', () => {
  it('says it is loading until the first answer', () => {
    show(resource({ loading: true }));
    expect(screen.getByText('Loading employees...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Employee Management' })).toBeTruthy();
  });

  it("shows a failed fetch's detail with the screen's own way out", () => {
    show(resource({ errorDetail: '500: boom', errorStatus: 500 }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error loading employees: 500: boom');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says when there is nobody, and lists a row per employee linking to the profile', () => {
    show(resource({ data: [] }));
    expect(screen.getByText('No active employees found')).toBeTruthy();
    cleanup();
    show(resource({ data: [{ id: 4, name: ' ', username: 'casey' }] }));
    expect(screen.getAllByTestId('employee-row')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'casey' }).getAttribute('href')).toBe('/employee/4');
  });
});
