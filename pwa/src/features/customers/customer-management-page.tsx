import type { BillingListEntry, Customer } from '@bin-valet/schema';
import { Box, Field, Heading, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OptionSelect } from '../../components/option-select';
import { PageButtons } from '../../components/page-buttons';
import { activeStats } from '../../lib/customer-stats';
import { paginate } from '../../lib/paginate';
import { CreateCustomerDialog } from './components/create-customer-dialog';
import { CustomerTable } from './components/customer-table';
import { SummaryCards } from './components/summary-cards';
import {
  billingOrdered,
  filterCustomers,
  type NextJobs,
  orderCustomers,
  type StatusFilter,
} from './logic/customer-list-logic';

type ListFilter = StatusFilter | 'billing';

const FILTERS: { value: ListFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Customer Management /admin/customers. The dashboard's 'View All' passes its search as ?q=. */
export default function CustomerManagementPage() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [status, setStatus] = useState<ListFilter>('all');
  const [page, setPage] = useState(1);
  const customers = useQuery<Customer[]>({ queryKey: ['api', 'signups'] });
  const list = customers.data ?? [];
  // Fetched only when customers exist.
  const nextJobs = useQuery<NextJobs>({
    queryKey: ['api', 'admin', 'customers', 'next-jobs'],
    enabled: list.length > 0,
  });
  // A 404 here means billing is off: the list then has no Billing choice.
  const billing = useQuery<BillingListEntry[]>({ queryKey: ['api', 'admin', 'customers', 'billing'] });
  const billingStatus = new Map((billing.data ?? []).map((e) => [e.customerId, e.status]));
  const filters = billing.data
    ? [...FILTERS, { value: 'billing' as const, label: 'Billing (past due first)' }]
    : FILTERS;
  const counts = activeStats(list);
  const shown =
    status === 'billing'
      ? billingOrdered(filterCustomers(list, query, 'all'), billing.data ?? [])
      : orderCustomers(filterCustomers(list, query, status), nextJobs.data ?? {});
  const view = paginate(shown, page);

  const search = (q: string) => {
    setQuery(q);
    setPage(1);
  };
  const filter = (s: ListFilter) => {
    setStatus(s);
    setPage(1);
  };

  return (
    <Box p={{ base: '3', md: '6' }} maxW="7xl" mx="auto">
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl">
            Customer Management
          </Heading>
          <CreateCustomerDialog />
        </HStack>
        <SummaryCards
          active={counts.active}
          total={counts.total}
          percent={counts.percent}
          activeFilterOn={status === 'active'}
          onToggleActive={() => filter(status === 'active' ? 'all' : 'active')}
        />
        <Wrap gap="3" align="end">
          <Field.Root w={{ base: 'full', md: 'md' }}>
            <Field.Label>Search customers</Field.Label>
            <Input
              type="search"
              placeholder="Name, address, phone or email"
              value={query}
              onChange={(e) => search(e.target.value)}
            />
          </Field.Root>
          <Field.Root w="48">
            <Field.Label>Status</Field.Label>
            <OptionSelect value={status} onChange={filter} options={filters} />
          </Field.Root>
        </Wrap>
        {customers.isPending ? (
          <HStack>
            <Spinner size="sm" />
            <Text>Loading customers...</Text>
          </HStack>
        ) : customers.error ? (
          <Text color="red.600">Failed to load customers</Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">
            {list.length === 0 ? 'No customers found.' : 'No customers match your search criteria.'}
          </Text>
        ) : (
          <Box>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {shown.length} customer{shown.length === 1 ? '' : 's'}
            </Text>
            <CustomerTable
              customers={view.items}
              nextJobs={nextJobs.data ?? {}}
              billing={status === 'billing' ? billingStatus : undefined}
            />
            <PageButtons page={view.page} totalPages={view.totalPages} onPage={setPage} label="Customer pages" />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
