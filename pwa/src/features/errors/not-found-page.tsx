import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Center as="main" minH="70vh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="green">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Stack>
    </Center>
  );
}
