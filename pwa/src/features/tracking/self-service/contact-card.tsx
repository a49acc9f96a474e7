import type { PublicConfig } from '@bin-valet/schema';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { InfoCard } from '../components/tracking-cards';
import { PUBLIC_CONFIG_KEY } from '../hooks/use-tracking';

/** Call or write to the business (CONTACT_PHONE / CONTACT_EMAIL). */
export function ContactUsCard() {
  const { data } = useQuery<PublicConfig>({
    queryKey: PUBLIC_CONFIG_KEY,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <InfoCard title="Contact Us">
      {data ? (
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="green" variant="outline">
            <a href={`tel:${data.contactPhone.replace(/[^\d+]/g, '')}`}>Call {data.contactPhone}</a>
          </Button>
          <Button asChild colorPalette="green" variant="outline">
            <a href={`mailto:${data.contactEmail}`}>E-mail {data.contactEmail}</a>
          </Button>
        </HStack>
      ) : (
        <Text color="gray.700">Loading contact details…</Text>
      )}
    </InfoCard>
  );
}
