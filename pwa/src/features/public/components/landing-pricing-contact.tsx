import { PUBLIC_MONTHLY_PRICE, type PublicConfig } from '@bin-valet/schema';
import { Button, Card, Link as ChakraLink, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { FREE_JOBS_TEXT } from '../../../lib/pricing';
import { Section } from './landing-sections';

export function Pricing() {
  return (
    <Section
      id="pricing"
      title="Simple Fair Pricing"
      intro="One plan for every household, whatever the number of bins."
    >
      <Card.Root maxW="md" mx="auto" w="full" borderColor="green.600" borderWidth="2px">
        <Card.Body gap="4" textAlign="center">
          <Text fontSize="5xl" fontWeight="bold" color="green.800" lineHeight="1">
            ${PUBLIC_MONTHLY_PRICE}
            <Text as="span" fontSize="lg" fontWeight="medium" color="gray.700">
              {' '}
              per month
            </Text>
          </Text>
          <Text fontWeight="semibold" fontSize="lg">
            {FREE_JOBS_TEXT}
          </Text>
          <List.Root gap="1" textAlign="left" mx="auto" color="gray.700">
            <List.Item>Garbage, compost and recycling bins, up to three of each</List.Item>
            <List.Item>Out to the curb and back to the house every week</List.Item>
            <List.Item>No contracts: pause or stop anytime</List.Item>
          </List.Root>
          <Button asChild colorPalette="green" size="lg">
            <Link to="/signup">Start Your Free Trial</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Section>
  );
}

/** Get In Touch (id contact): the phone and e-mail come from the server's configuration. */
export function GetInTouch({ config }: { config: PublicConfig | null }) {
  return (
    <Section
      id="contact"
      title="Get In Touch"
      intro="Questions about your street, your bins or your schedule? We are happy to help."
      tinted
    >
      <Stack align="center" gap="3" fontSize="lg">
        {config ? (
          <>
            <Text>
              Call or text:{' '}
              <ChakraLink
                href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}
                color="green.800"
                fontWeight="semibold"
              >
                {config.contactPhone}
              </ChakraLink>
            </Text>
            <Text>
              E-mail:{' '}
              <ChakraLink href={`mailto:${config.contactEmail}`} color="green.800" fontWeight="semibold">
                {config.contactEmail}
              </ChakraLink>
            </Text>
          </>
        ) : (
          <Text color="gray.700">Loading contact details…</Text>
        )}
        <Heading as="h3" size="md" pt="4">
          Ready when you are
        </Heading>
        <Button asChild colorPalette="green">
          <Link to="/signup">Get Started</Link>
        </Button>
        <ChakraLink asChild fontSize="sm" color="gray.700">
          <Link to="/login">Employee Login</Link>
        </ChakraLink>
      </Stack>
    </Section>
  );
}
