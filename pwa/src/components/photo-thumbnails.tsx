import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from './form-dialog';

export interface ThumbnailPhoto {
  id: string;
  url: string;
  /** Read by screen readers and shown under the full-size photo. */
  caption: string;
}

/** A row of photo thumbnails; pressing one shows it full size in a dialog. */
export function PhotoThumbnails({ photos, label }: { photos: readonly ThumbnailPhoto[]; label: string }) {
  const [open, setOpen] = useState<ThumbnailPhoto | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <HStack gap="2" wrap="wrap" role="list" aria-label={label}>
        {photos.map((p) => (
          <Box role="listitem" key={p.id}>
            <Box
              as="button"
              display="block"
              onClick={() => setOpen(p)}
              aria-label={`Show full size: ${p.caption}`}
              borderWidth="1px"
              borderRadius="md"
              overflow="hidden"
              cursor="zoom-in"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
            >
              <Image src={p.url} alt={p.caption} w="16" h="16" objectFit="cover" loading="lazy" />
            </Box>
          </Box>
        ))}
      </HStack>
      <FormDialog open={open !== null} onClose={() => setOpen(null)} title="Photo" cancelLabel="Close" size="xl">
        {open && (
          <Stack gap="2">
            <Image src={open.url} alt={open.caption} maxH="70vh" objectFit="contain" data-testid="full-photo" />
            <Text fontSize="sm" color="fg.muted">
              {open.caption}
            </Text>
          </Stack>
        )}
      </FormDialog>
    </>
  );
}
