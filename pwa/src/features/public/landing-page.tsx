import { Box, Text } from '@chakra-ui/react';
import { BackToTop } from './components/back-to-top';
import { LandingHero, LandingNav } from './components/landing-hero';
import { GetInTouch, Pricing } from './components/landing-pricing-contact';
import { MeetTheTeam, WhatWeDo, WhoWeServe, WhyChoose } from './components/landing-sections';
import { usePublicConfig } from './hooks/use-public-config';

/** The public landing page: every section, in order. */
export default function LandingPage() {
  const config = usePublicConfig();
  return (
    <Box id="top" tabIndex={-1} outline="none">
      <LandingNav />
      <Box as="main">
        <LandingHero publicUrl={config?.publicUrl ?? null} />
        <MeetTheTeam />
        <WhatWeDo />
        <WhoWeServe />
        <WhyChoose />
        <Pricing />
        <GetInTouch config={config} />
      </Box>
      <Box as="footer" py="6" textAlign="center" borderTopWidth="1px">
        <Text fontSize="sm" color="gray.700">
          © {new Date().getFullYear()} Magnolia Bin Valet · A student-run business in Magnolia, Seattle
        </Text>
      </Box>
      <BackToTop />
    </Box>
  );
}
