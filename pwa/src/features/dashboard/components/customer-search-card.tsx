import { type Customer, DASHBOARD_SEARCH_RESULTS } from '@bin-valet/schema';
import { Box, Card, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { firstMatches } from '../../../lib/customer-search';
import { formatPhoneParens } from '../../../lib/format';

/** Quick customer search: the first 5 matches and 'View All' when there are more. */
export function CustomerSearchCard({ customers }: { customers: readonly Customer[] }) {
  const [query, setQuery] = useState('');
  const { matches, more } = firstMatches(customers, query, DASHBOARD_SEARCH_RESULTS);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Customer Search
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Input
          type="search"
          aria-label="Search customers"
          placeholder="Search by name, address, phone or email"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {!query.trim() ? (
          <Text color="fg.muted">Start typing to search customers...</Text>
        ) : matches.length === 0 ? (
          <Text color="fg.muted">No customers found matching "{query.trim()}"</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="search-results">
            {matches.map((c) => (
              <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="2">
                <Link asChild fontWeight="semibold" colorPalette="blue">
                  <RouterLink to={`/customer/${c.id}`}>{c.name}</RouterLink>
                </Link>
                <Text fontSize="sm">{c.address}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatPhoneParens(c.phone)} · {c.email}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {more && (
          <Link asChild alignSelf="start" colorPalette="blue">
            <RouterLink to={`/admin/customers?q=${encodeURIComponent(query.trim())}`}>View All</RouterLink>
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
