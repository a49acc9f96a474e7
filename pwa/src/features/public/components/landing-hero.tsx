import { PUBLIC_MONTHLY_PRICE } from '@bin-valet/schema';
import { Box, Button, Link as ChakraLink, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { signupQrSrc } from '../hooks/use-public-config';

/** Top bar of the landing page: brand, the Contact anchor and Get Started. */
export function LandingNav() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex as="nav" aria-label="Main" align="center" gap="2" px={{ base: '3', md: '8' }} py="3" maxW="6xl" mx="auto">
        <ChakraLink asChild fontWeight="bold" color="green.700" fontSize={{ base: 'md', md: 'xl' }}>
          <Link to="/">Magnolia Bin Valet</Link>
        </ChakraLink>
        <HStack gap={{ base: '1', md: '3' }} ml="auto">
          <Button asChild variant="ghost" size="sm">
            <a href="#contact">Contact</a>
          </Button>
          <Button asChild colorPalette="green" size="sm">
            <Link to="/signup">Get Started</Link>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

/** Hero with the pitch and a QR code that opens the signup page on a neighbour's phone. */
export function LandingHero({ publicUrl }: { publicUrl: string | null }) {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bg="green.50"
      px={{ base: '4', md: '8' }}
      py={{ base: '10', md: '16' }}
    >
      <Flex maxW="6xl" mx="auto" gap="10" direction={{ base: 'column', md: 'row' }} align="center">
        <Stack gap="5" flex="1">
          <Text fontWeight="semibold" color="green.800" textTransform="uppercase" fontSize="sm" letterSpacing="wide">
            Student-run · Magnolia, Seattle
          </Text>
          <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Your bins to the curb and back, every week.
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
            We are Magnolia students who roll your garbage, compost and recycling bins out before pickup and bring them
            back afterwards, so you never have to chase the truck again. The first two jobs are free, then it is $
            {PUBLIC_MONTHLY_PRICE} a month with no contract.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="green" size="lg">
              <Link to="/signup">Get Started</Link>
            </Button>
            <Button asChild variant="outline" size="lg" colorPalette="green">
              <a href="#pricing">See pricing</a>
            </Button>
          </HStack>
        </Stack>
        <Stack align="center" gap="2" bg="bg" p="5" rounded="xl" shadow="md">
          {publicUrl ? (
            <Link to="/signup">
              <Image
                src={signupQrSrc(publicUrl)}
                alt={`QR code that opens the signup page, ${publicUrl.replace(/\/$/, '')}/signup`}
                width="160px"
                height="160px"
              />
            </Link>
          ) : (
            <Box width="160px" height="160px" bg="gray.100" rounded="md" aria-hidden="true" />
          )}
          <Text fontSize="sm" color="gray.700" textAlign="center" maxW="44">
            Scan with your phone camera to sign up in two minutes.
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
