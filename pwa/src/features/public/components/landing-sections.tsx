import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled landing-page section; the heading names the region for screen readers. */
export function Section({
  id,
  title,
  intro,
  children,
  tinted,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      px={{ base: '4', md: '8' }}
      py={{ base: '10', md: '14' }}
      bg={tinted ? 'gray.50' : 'bg'}
      scrollMarginTop="16"
    >
      <Stack maxW="6xl" mx="auto" gap="6">
        <Stack gap="2" textAlign="center">
          <Heading as="h2" id={`${id}-title`} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {intro && (
            <Text color="gray.700" maxW="2xl" mx="auto">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" height="full">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="gray.700">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}

const TEAM = [
  {
    name: 'Operations',
    text: 'Plans each week’s route so every bin goes out the night before pickup and comes home the same day.',
  },
  {
    name: 'Crew',
    text: 'Neighbourhood students who know Magnolia’s hills, alleys and gates, and close every lid behind them.',
  },
  {
    name: 'Customer Care',
    text: 'Answers your texts and calls, sets up your schedule and keeps you posted about every change.',
  },
];

export function MeetTheTeam() {
  return (
    <Section
      id="team"
      title="Meet the Team"
      intro="Magnolia Bin Valet is run by students who live right here. Every job helps us save for college and learn how a real business works."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {TEAM.map((m) => (
          <InfoCard key={m.name} title={m.name}>
            {m.text}
          </InfoCard>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function WhatWeDo() {
  return (
    <Section id="what-we-do" title="What We Do" tinted>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <InfoCard title="Bins to the curb">
          The evening before your city pickup we roll your garbage, compost and recycling bins out to the curb, lined up
          the way the trucks like them.
        </InfoCard>
        <InfoCard title="Bins back to the house">
          After the trucks come through we bring every bin back to its spot beside your house or in your garage.
        </InfoCard>
        <InfoCard title="A text when it is done">
          You get a text confirmation so you always know your bins made it out, even when you are away.
        </InfoCard>
      </SimpleGrid>
    </Section>
  );
}

export function WhoWeServe() {
  return (
    <Section
      id="who-we-serve"
      title="Who We Serve"
      intro="Anyone in Magnolia who would rather not wrestle bins down a steep driveway on a rainy night."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
        <InfoCard title="Busy families">One less chore on the weekly list.</InfoCard>
        <InfoCard title="Seniors">No heavy lifting on steps, slopes or icy mornings.</InfoCard>
        <InfoCard title="Travellers">Your bins still go out while you are away.</InfoCard>
        <InfoCard title="Rentals and offices">Reliable pickup days for properties you manage.</InfoCard>
      </SimpleGrid>
    </Section>
  );
}

export function WhyChoose() {
  return (
    <Section id="why-choose" title="Why Choose Magnolia Bin Valet" tinted>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <InfoCard title="Local and reliable">
          We live in the neighborhood and know the city collection schedule by heart.
        </InfoCard>
        <InfoCard title="Track every visit">
          Your own tracking page shows your next collection, past visits and your service schedule.
        </InfoCard>
        <InfoCard title="Simple and fair">One flat monthly price, no contract and you can stop anytime.</InfoCard>
      </SimpleGrid>
    </Section>
  );
}
