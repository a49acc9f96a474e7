import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, memo, useEffect, useRef, useState } from 'react';
import { notify } from '../../../app/toaster';
import { db } from '../../../db/database';
import type { PhotoRow } from '../../../db/rows';
import { formatDate } from '../../../lib/format';
import { PendingMark } from '../../../sync/pending-mark';
import { checkStorage, type StorageVerdict, TYPICAL_PHOTO_BYTES } from '../../../sync/photo-queue';
import { currentPosition } from '../logic/geolocation';

/**
 * The resize code loads with the first photo or once the page is idle (the dashboard warms it), never
 * before the first card; warmed, it is in memory even where no service worker serves it offline yet.
 */
export const loadCapture = () => import('../../../sync/photo-capture');

/**
 * The phone's last known storage verdict: the camera opens straight from the tap (browsers allow a
 * file picker only then), so the check it relies on is made ahead, when the cards first show, and
 * again after every photo.
 */
let storageNow: StorageVerdict = { kind: 'ok' };
let storageChecked = false;
const refreshStorage = () =>
  checkStorage(TYPICAL_PHOTO_BYTES).then(
    (v) => {
      storageNow = v;
    },
    () => undefined,
  );

/** An object URL for a stored image, made once per photo and revoked with it. */
function useImageUrl(photo: PhotoRow): string | undefined {
  const [local, setLocal] = useState<string>();
  const blob = photo.blob;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each read of the table brings a new Blob object for the same image
  useEffect(() => {
    if (!blob) return setLocal(undefined);
    const url = URL.createObjectURL(blob);
    setLocal(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.id, !blob]);
  return local ?? photo.url;
}

function Thumbnail({ photo }: { photo: PhotoRow }) {
  const src = useImageUrl(photo);
  const caption = `Curb photo taken at ${formatDate(photo.takenAt, 'h:mm a')}`;
  return (
    <Stack as="li" gap="1" align="center" data-testid="task-photo" data-photo-id={photo.id}>
      <Box asChild borderWidth="1px" borderRadius="md" overflow="hidden" w="16" h="16" bg="bg.muted">
        <a href={src} target="_blank" rel="noreferrer" aria-label={`Open ${caption.toLowerCase()}`}>
          {src && <Image src={src} alt={caption} w="16" h="16" objectFit="cover" />}
        </a>
      </Box>
      {photo.waiting === 1 && <PendingMark />}
      {photo.refused && (
        <Text fontSize="xs" color="red.600" maxW="24" data-testid="photo-refused">
          Not sent: {photo.refused}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Add photo" on a crew card, and the card's photos: taken with the camera (the gallery where the
 * browser offers no camera), shrunk and queued on the phone, shown at once with their sync state.
 */
export const TaskPhotos = memo(function TaskPhotos({
  taskId,
  photos,
  canAdd,
}: {
  taskId: number;
  photos: PhotoRow[];
  canAdd: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (canAdd && !storageChecked) {
      storageChecked = true;
      void refreshStorage();
    }
  }, [canAdd]);

  const open = () => {
    setProblem(null);
    // Told before the camera opens, so no photo is taken only to be refused.
    if (storageNow.kind === 'full') {
      setProblem(storageNow.message);
      notify('No room for photos', storageNow.message, 'error');
      void refreshStorage();
      return;
    }
    if (storageNow.kind === 'low') notify('Storage running low', storageNow.message, 'warning');
    input.current?.click();
  };

  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    setSaving(true);
    try {
      const { capturePhoto } = await loadCapture();
      // Never waited for: each photo is stored at once and the position joins it while it waits to go up.
      const where = currentPosition(7000);
      for (const file of files) {
        const { storage } = await capturePhoto(db, taskId, file, where);
        storageNow = storage;
        if (storage.kind === 'low') notify('Storage running low', storage.message, 'warning');
      }
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'The photo could not be saved.';
      setProblem(message);
      notify('Photo not saved', message, 'error');
      void refreshStorage();
    } finally {
      setSaving(false);
    }
  };

  if (!canAdd && photos.length === 0) return null;
  return (
    <Stack gap="2">
      {photos.length > 0 && (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Curb photos" align="start">
          {photos.map((p) => (
            <Thumbnail key={p.id} photo={p} />
          ))}
        </HStack>
      )}
      {canAdd && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            data-testid="photo-input"
            onChange={(e) => void chosen(e)}
          />
          <Button
            size="sm"
            minH="11"
            variant="outline"
            alignSelf="start"
            loading={saving}
            loadingText="Saving photo…"
            onClick={open}
          >
            Add photo
          </Button>
        </>
      )}
      {problem && (
        <Text fontSize="sm" color="red.600" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
});
