import type { EmployeeDto } from '@bin-valet/schema';
import type { QueryClient } from '@tanstack/react-query';

const EMPLOYEES = ['api', 'admin', 'employees'] as const;

/** Every list or picker of employees: Employee Management, Crew Management (job counts), Assign Crew (active). */
const EMPLOYEE_LISTS = [EMPLOYEES, [...EMPLOYEES, 'with-job-counts'], [...EMPLOYEES, 'active']] as const;

/** An employee was added or removed, or their row changed: the lists ask again when next shown. */
export function employeeListsChanged(client: QueryClient): Promise<void> {
  return Promise.all(EMPLOYEE_LISTS.map((queryKey) => client.invalidateQueries({ queryKey, exact: true }))).then(
    () => undefined,
  );
}

/** A write that answers the saved employee: their page shows it at once, the lists ask again. */
export function employeeSaved(client: QueryClient, employee: EmployeeDto): Promise<void> {
  client.setQueryData([...EMPLOYEES, employee.id], employee);
  return employeeListsChanged(client);
}
