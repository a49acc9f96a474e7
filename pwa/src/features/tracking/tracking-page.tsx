import { Box, Heading } from '@chakra-ui/react';

/** Placeholder until its issue lands; replaced by the real screen. */
export default function TrackingPage() {
  return (
    <Box p="6">
      <Heading as="h1">Tracking</Heading>
    </Box>
  );
}
