import { BACK_TO_TOP_PX } from '@bin-valet/schema';
import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Floating button shown once the page is scrolled past 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Back to top"
      position="fixed"
      bottom="6"
      right="6"
      rounded="full"
      colorPalette="green"
      shadow="lg"
      zIndex="docked"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('top')?.focus({ preventScroll: true });
      }}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </IconButton>
  );
}
