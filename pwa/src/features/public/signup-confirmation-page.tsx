import { Box, Heading } from '@chakra-ui/react';

/** Placeholder until its issue lands; replaced by the real screen. */
export default function SignupConfirmationPage() {
  return (
    <Box p="6">
      <Heading as="h1">Thank you</Heading>
    </Box>
  );
}
