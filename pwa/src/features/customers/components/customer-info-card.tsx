import type { Customer } from '@bin-valet/schema';
import { Badge, Box, Button, Card, chakra, Flex, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../../app/toaster';
import { formatDate, formatPhoneDashes, relativeAge } from '../../../lib/format';
import { CUSTOMER_STATUS_COLORS, contactLabel } from '../../../lib/labels';

export const fullAddress = (c: Pick<Customer, 'address' | 'city' | 'state' | 'zipCode'>) =>
  `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`;

/** A maps search for the address, to view it in a maps service. */
export const mapsUrl = (c: Pick<Customer, 'address' | 'city' | 'state' | 'zipCode'>) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(c))}`;

export const trackingUrl = (token: string) => `${window.location.origin}/track/${token}`;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify('Link Copied', 'Tracking link copied to clipboard');
  } catch {
    notify('Copy Failed', 'Could not copy the link. Select it and copy it by hand.', 'error');
  }
}

interface Props {
  customer: Customer;
  onEdit: () => void;
  onDelete: () => void;
}

/** Customer information with the house photo, call / text / maps actions and the tracking link. */
export function CustomerInfoCard({ customer: c, onEdit, onDelete }: Props) {
  const digits = c.phone.replace(/\D/g, '');
  const link = trackingUrl(c.trackingToken);
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            {/* The page heading already names the customer: the card says what it holds. */}
            <Card.Title as="h2">Customer Information</Card.Title>
            <HStack wrap="wrap">
              <Badge colorPalette={CUSTOMER_STATUS_COLORS[c.customerStatus] ?? 'gray'}>{c.customerStatus}</Badge>
              <Text fontSize="sm" color="fg.muted">
                Customer since {formatDate(c.createdAt)} ({relativeAge(c.createdAt)})
              </Text>
            </HStack>
          </Stack>
          <HStack wrap="wrap">
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit Customer
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
              Delete Customer
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Flex gap="5" direction={{ base: 'column', md: 'row' }}>
          <Box flexShrink={0} w={{ base: 'full', md: '56' }}>
            {c.addressPhotoUrl ? (
              <Image
                src={c.addressPhotoUrl}
                alt={`House at ${c.address}`}
                borderRadius="md"
                objectFit="cover"
                w="full"
                h="40"
              />
            ) : (
              <Flex h="40" align="center" justify="center" bg="bg.muted" borderRadius="md" color="fg.muted">
                No house photo
              </Flex>
            )}
          </Box>
          <Stack gap="2" flex="1" minW="0">
            <Text>
              <Text as="span" fontWeight="semibold">
                Address:{' '}
              </Text>
              {fullAddress(c)}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Phone:{' '}
              </Text>
              {formatPhoneDashes(c.phone)}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Email:{' '}
              </Text>
              {c.email}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Contact preference:{' '}
              </Text>
              {contactLabel(c.contactMethod)}
            </Text>
            <HStack wrap="wrap" pt="1">
              <Button asChild size="sm" colorPalette="green">
                <a href={`tel:${digits}`}>Call</a>
              </Button>
              <Button asChild size="sm" colorPalette="green">
                <a href={`sms:${digits}`}>Text</a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={mapsUrl(c)} target="_blank" rel="noreferrer">
                  View on Map
                </a>
              </Button>
            </HStack>
            <Stack gap="1" pt="2">
              <chakra.label htmlFor="tracking-link" fontWeight="semibold" fontSize="sm">
                Customer tracking link
              </chakra.label>
              <HStack>
                <Input id="tracking-link" size="sm" readOnly value={link} onFocus={(e) => e.target.select()} />
                <Button size="sm" variant="outline" onClick={() => void copyLink(link)}>
                  Copy Link
                </Button>
              </HStack>
            </Stack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
