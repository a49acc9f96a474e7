import type { TrackingRecord } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { PhotoThumbnails } from '../../../components/photo-thumbnails';
import { formatDate } from '../../../lib/format';
import { curbPhotos, trackingTaskLabel } from '../logic/tracking-logic';
import { InfoCard } from './tracking-cards';

/** The crew's photos of the customer's recent services: proof the bins went out and came back. */
export function CurbPhotosCard({ records, today }: { records: readonly TrackingRecord[]; today: string }) {
  const photos = curbPhotos(records, today).map((p) => ({
    id: p.id,
    url: p.url,
    caption: `${trackingTaskLabel(p.taskType)}, ${formatDate(p.collectionDate, 'EEE, MMM d')}`,
  }));
  if (photos.length === 0) return null;
  return (
    <InfoCard title="Photos from your recent services">
      <Text fontSize="sm" color="gray.700" mb="3">
        Our crew takes a photo at the curb. Select a photo to see it full size.
      </Text>
      <PhotoThumbnails photos={photos} label="Photos from your recent services" />
    </InfoCard>
  );
}
