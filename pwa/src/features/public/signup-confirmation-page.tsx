import { Box, Button, Card, Center, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { readTrackingLink, trackingPath } from './logic/tracking-link-store';

/** Thank-you page after a signup, with the customer's own tracking link. */
export default function SignupConfirmationPage() {
  const location = useLocation();
  const link = readTrackingLink(location.state);
  return (
    <Center as="main" minH="100vh" bg="gray.50" px="3" py="8">
      <Card.Root maxW="xl" w="full">
        <Card.Body gap="5">
          <Stack gap="2" textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="green.800">
              Thank You for Signing Up!
            </Heading>
            <Text fontSize="lg">
              Welcome to Magnolia Bin Valet. We are glad to have you as a neighbour and customer.
            </Text>
          </Stack>
          <Stack gap="3" color="gray.800">
            <Text>You will receive a text confirmation of your first bins-to-curb date shortly.</Text>
            <Text>Our team will coordinate your service schedule with you and confirm your collection days.</Text>
            <Text>
              Your free trial is on: there is nothing to pay yet, and we will let you know before regular pricing
              begins.
            </Text>
          </Stack>
          {link && (
            <Box bg="green.50" borderWidth="1px" borderColor="green.200" rounded="md" p="4">
              <Heading as="h2" size="sm" mb="1">
                Your tracking page
              </Heading>
              <Text fontSize="sm" mb="2" color="gray.700">
                Bookmark this link to see your next collection and service history anytime.
              </Text>
              <ChakraLink asChild color="green.800" fontWeight="semibold" wordBreak="break-all">
                <Link to={trackingPath(link)}>{link.trackingUrl}</Link>
              </ChakraLink>
            </Box>
          )}
          <Button asChild colorPalette="green" size="lg">
            <Link to="/signup">Sign Up Another Customer</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
