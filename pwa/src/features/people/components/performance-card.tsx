import type { PerformanceMetrics } from '@bin-valet/schema';
import { Card, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';

const TILES: { key: keyof PerformanceMetrics; label: string; percent?: boolean }[] = [
  { key: 'jobsScheduled', label: 'Jobs Scheduled' },
  { key: 'jobsCompleted', label: 'Jobs Completed' },
  { key: 'totalAssignments', label: 'Total Assignments' },
  { key: 'completionRate', label: 'Completion Rate', percent: true },
];

/** Performance Overview: four tiles. */
export function PerformanceCard({ metrics, tint }: { metrics: UseQueryResult<PerformanceMetrics>; tint: object }) {
  return (
    <Card.Root {...tint}>
      <Card.Header>
        <Heading as="h2" size="md">
          Performance Overview
        </Heading>
      </Card.Header>
      <Card.Body>
        {metrics.isError ? (
          <Text role="alert" color="red.700">
            Failed to fetch performance metrics
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {TILES.map((t) => (
              <Stat.Root key={t.key} borderWidth="1px" rounded="md" p="3" bg="bg">
                <Stat.Label>{t.label}</Stat.Label>
                <Stat.ValueText>{metrics.data ? `${metrics.data[t.key]}${t.percent ? '%' : ''}` : '–'}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
