import { Button, HStack } from '@chakra-ui/react';
import { navigateUrl, smsUrl, telUrl } from '../lib/contact-links';

interface Props {
  customer: {
    address: string;
    city: string;
    state: string;
    zipCode: string;
    latitude: string | null;
    longitude: string | null;
    phone: string;
  };
  /** The prefilled text message, or nothing for no Text link. */
  message?: string;
  /** Told when Navigate is tapped (the map app opens beside the app). */
  onNavigate?: () => void;
}

/**
 * Navigate, Call and Text as plain links to the phone's own apps: no network needed, and each a
 * 44 px tap target for a thumb at the curb.
 */
export function StopActions({ customer, message, onNavigate }: Props) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" minH="11" variant="outline" colorPalette="blue">
        <a
          href={navigateUrl(customer)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="navigate-link"
          onClick={onNavigate}
        >
          Navigate
        </a>
      </Button>
      {customer.phone.trim() && (
        <Button asChild size="sm" minH="11" variant="outline">
          <a href={telUrl(customer.phone)} data-testid="call-link">
            Call
          </a>
        </Button>
      )}
      {customer.phone.trim() && message && (
        <Button asChild size="sm" minH="11" variant="outline">
          <a href={smsUrl(customer.phone, message)} data-testid="text-link">
            Text customer
          </a>
        </Button>
      )}
    </HStack>
  );
}
