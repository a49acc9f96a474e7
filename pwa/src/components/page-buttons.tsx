import { Button, HStack, Text } from '@chakra-ui/react';
import { pageButtons } from '../lib/paginate';

/** Previous / page numbers (at most 5) / Next; hidden when everything fits on one page. */
export function PageButtons({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="1" flexWrap="wrap" justify="center" pt="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageButtons(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'solid' : 'outline'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      <Text fontSize="sm" color="fg.muted" ms="2">
        Page {page} of {totalPages}
      </Text>
    </HStack>
  );
}
