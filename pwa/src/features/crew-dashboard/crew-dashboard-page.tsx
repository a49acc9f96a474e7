import { Box, Heading } from '@chakra-ui/react';

/** Placeholder until its issue lands; replaced by the real screen. */
export default function CrewDashboardPage() {
  return (
    <Box p="6">
      <Heading as="h1">Crew Dashboard</Heading>
    </Box>
  );
}
