import { BILLING_STATUS_LABELS, type BillingStatusName, type Customer } from '@bin-valet/schema';
import { Badge, Box, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatPhoneParens, relativeAge } from '../../../lib/format';
import { CUSTOMER_STATUS_COLORS, contactLabel, statusLabel } from '../../../lib/labels';
import { serviceRateText } from '../../../lib/pricing';
import { addressLine, type NextJobs, nextJobDate, nextJobLabel } from '../logic/customer-list-logic';

/** Suspended rows tinted red, cancelled grey. */
const ROW_TINT: Record<string, string | undefined> = { suspended: 'red.50', cancelled: 'gray.100' };

const BILLING_COLORS: Record<BillingStatusName, string> = {
  trial: 'blue',
  active: 'green',
  past_due: 'red',
  paused: 'orange',
  cancelled: 'gray',
};

interface Props {
  customers: readonly Customer[];
  nextJobs: NextJobs;
  /** Under the Billing filter: each customer's billing status, shown beside the service status. */
  billing?: ReadonlyMap<number, BillingStatusName>;
}

/** One page of the customer list with every column format. */
export function CustomerTable({ customers, nextJobs, billing }: Props) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="customer-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Contact</Table.ColumnHeader>
            <Table.ColumnHeader>Customer Since</Table.ColumnHeader>
            <Table.ColumnHeader>Service</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {customers.map((c) => (
            <Table.Row
              key={c.id}
              bg={ROW_TINT[c.customerStatus]}
              data-testid="customer-row"
              data-status={c.customerStatus}
            >
              <Table.Cell>
                <Link asChild fontWeight="semibold" colorPalette="blue">
                  <RouterLink to={`/customer/${c.id}`}>{c.name}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {addressLine(c)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text fontSize="sm">{formatPhoneParens(c.phone)}</Text>
                <Text fontSize="xs">{c.email}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {contactLabel(c.contactMethod)}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text fontSize="sm">{formatDate(c.createdAt)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {relativeAge(c.createdAt)}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text fontSize="sm">{nextJobLabel(nextJobDate(c, nextJobs))}</Text>
                <Text fontSize="xs" color="fg.muted">
                  Rate: {serviceRateText(c.serviceRate)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={CUSTOMER_STATUS_COLORS[c.customerStatus] ?? 'gray'}>
                  {statusLabel(c.customerStatus)}
                </Badge>
                {billing?.has(c.id) ? (
                  <Badge
                    ml="1"
                    colorPalette={BILLING_COLORS[billing.get(c.id) ?? 'trial']}
                    data-testid="billing-status"
                  >
                    Billing: {BILLING_STATUS_LABELS[billing.get(c.id) ?? 'trial']}
                  </Badge>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
