import { Card, SimpleGrid, Text } from '@chakra-ui/react';

/**
 * Active and Total cards. The Active card is a toggle button for the active filter, so it
 * says whether it is on (aria-pressed) and works from the keyboard.
 */
export function SummaryCards({
  active,
  total,
  percent,
  activeFilterOn,
  onToggleActive,
}: {
  active: number;
  total: number;
  percent: number;
  activeFilterOn: boolean;
  onToggleActive: () => void;
}) {
  return (
    <SimpleGrid columns={2} gap="3" maxW="xl">
      <Card.Root
        as="button"
        size="sm"
        textAlign="start"
        cursor="pointer"
        aria-pressed={activeFilterOn}
        aria-label={`Active customers: ${active}, ${percent}% of total. ${activeFilterOn ? 'Showing active only' : 'Show active only'}`}
        borderColor={activeFilterOn ? 'green.500' : undefined}
        borderWidth={activeFilterOn ? '2px' : '1px'}
        onClick={onToggleActive}
      >
        <Card.Body gap="1">
          <Text fontSize="sm" color="fg.muted">
            Active Customers
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="green.700">
            {active}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {percent}% of total
          </Text>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body gap="1">
          <Text fontSize="sm" color="fg.muted">
            Total Customers
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {total}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            All statuses
          </Text>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
