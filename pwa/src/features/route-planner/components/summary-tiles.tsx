import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { Summary } from '../logic/planner-logic';
import { summaryTiles } from '../logic/planner-logic';

/** The five summary tiles of the list view. */
export function SummaryTiles({ summary }: { summary: Summary }) {
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" data-testid="summary-tiles">
      {summaryTiles(summary).map((t) => (
        <Stat.Root
          key={t.label}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid="summary-tile"
          borderColor={t.label === 'Unassigned' && summary.unassigned > 0 ? 'red.solid' : 'border'}
        >
          <Stat.Label>{t.label}</Stat.Label>
          <Stat.ValueText>{t.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
