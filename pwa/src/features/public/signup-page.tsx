import { MSG, type SignupCreated } from '@bin-valet/schema';
import { Box, Button, Link as ChakraLink, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { notify } from '../../app/toaster';
import { businessToday } from '../../lib/business-day';
import { errorText } from '../../lib/error-text';
import { useCheckedSubmit } from '../../lib/form-check';
import { trialSentence } from '../../lib/pricing';
import { invalidateTaskViews } from '../../lib/query-client';
import { AccessField, NotesField, RecyclingWeekField, TextField, WeekdayField } from './components/signup-fields';
import { SchedulePeriod } from './components/signup-schedule';
import { ContactPreference, FormSection, type SetField, StandardService } from './components/signup-sections';
import { usePublicConfig } from './hooks/use-public-config';
import {
  type BinService,
  bookedService,
  buildSignupPayload,
  hasAnyService,
  type SignupForm,
  signupDefaults,
  toggleService,
  validateSignup,
} from './logic/signup-form';
import { saveTrackingLink } from './logic/tracking-link-store';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

export default function SignupPage() {
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [form, setForm] = useState<SignupForm>(signupDefaults);
  const [touched, setTouched] = useState<Partial<Record<keyof SignupForm, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const queryClient = useQueryClient();

  const allErrors = useMemo(() => validateSignup(form), [form]);
  // Validation on change: a field's message shows once it was edited, or after a submit.
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([k]) => submitted || touched[k as keyof SignupForm]),
  );

  const touch = (key: keyof SignupForm) => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
  const set: SetField = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    touch(key);
  };
  const onToggle = (service: BinService, on: boolean) => setForm((f) => toggleService(f, service, on));
  const text = (key: keyof SignupForm) => ({
    name: key,
    value: String(form[key]),
    error: errors[key],
    onChange: (v: string) => set(key, v as never),
    onBlur: () => touch(key),
  });

  const signup = useMutation({
    mutationFn: (payload: Record<string, unknown>) => api.post<SignupCreated>('/api/signups', payload),
    onSuccess: (created) => {
      const link = {
        trackingToken: created.trackingToken,
        trackingUrl: created.trackingUrl,
        booked: bookedService(form),
      };
      saveTrackingLink(link);
      setForm(signupDefaults());
      setTouched({});
      setSubmitted(false);
      // A new customer (and its first jobs) for any office list this tab has cached.
      void invalidateTaskViews(queryClient);
      navigate('/signup/confirmation', { state: link });
    },
    // The server's `{ message }` when there is one (docs/architecture.md §7.2).
    onError: (err) => notify('Error', errorText(err, FALLBACK_ERROR), 'error'),
  });
  // The page shows its own messages as fields are edited; the check only stops a submit and says where.
  const { submit } = useCheckedSubmit(signup, () => {
    setSubmitted(true);
    const firstInvalid = Object.keys(allErrors)[0];
    if (firstInvalid) {
      document.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return { ok: false, errors: allErrors };
    }
    if (!hasAnyService(form)) {
      notify(MSG.serviceSelectionTitle, MSG.serviceSelection, 'error');
      return { ok: false, errors: {} };
    }
    return { ok: true, body: buildSignupPayload(form) };
  });

  return (
    <Box bg="gray.50" minH="100vh">
      <Container as="main" maxW="3xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
        <Flex justify="space-between" align="center" mb="4" gap="2">
          <ChakraLink asChild color="green.800" fontWeight="semibold">
            <Link to="/">Magnolia Bin Valet</Link>
          </ChakraLink>
          <ChakraLink asChild fontSize="sm" color="gray.700">
            <Link to="/admin">Admin</Link>
          </ChakraLink>
        </Flex>
        <Stack gap="2" mb="6" textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Sign Up for Bin Valet Service
          </Heading>
          <Text color="gray.700">{trialSentence(config?.freeTrialMonth, businessToday())}</Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label="Sign up for service">
          <Stack gap="5">
            <FormSection id="your-information" title="Your Information">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField {...text('name')} label="Full Name" autoComplete="name" required />
                <TextField {...text('phone')} label="Phone" type="tel" inputMode="tel" autoComplete="tel" required />
                <Box gridColumn={{ md: 'span 2' }}>
                  <TextField {...text('address')} label="Street Address" autoComplete="street-address" required />
                </Box>
                <TextField {...text('city')} label="City" autoComplete="address-level2" required />
                <SimpleGrid columns={2} gap="4">
                  <TextField {...text('state')} label="State" autoComplete="address-level1" required />
                  <TextField
                    {...text('zipCode')}
                    label="ZIP Code"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    required
                  />
                </SimpleGrid>
                <Box gridColumn={{ md: 'span 2' }}>
                  <TextField {...text('email')} label="Email" type="email" autoComplete="email" required />
                </Box>
              </SimpleGrid>
            </FormSection>
            <StandardService form={form} onToggle={onToggle} set={set} />
            <ContactPreference value={form.contactMethod} onChange={(v) => set('contactMethod', v)} />
            <FormSection
              id="service-schedule-days"
              title="Service Schedule: Your Days"
              description="Seattle collects on one day each week; we roll your bins out the day before and back afterwards."
            >
              {/* Side by side only while each select still shows a whole 'Wednesday'. */}
              <SimpleGrid minChildWidth="10rem" gap="4">
                <WeekdayField
                  name="binsToCurbDay"
                  label="Bins to Curb Day"
                  value={form.binsToCurbDay}
                  onChange={(v) => set('binsToCurbDay', v)}
                />
                <WeekdayField
                  name="collectionDay"
                  label="Collection Day"
                  helper="Your city pickup day"
                  value={form.collectionDay}
                  onChange={(v) => set('collectionDay', v)}
                />
                <WeekdayField
                  name="binsToResidenceDay"
                  label="Bins Back to House Day"
                  value={form.binsToResidenceDay}
                  onChange={(v) => set('binsToResidenceDay', v)}
                />
              </SimpleGrid>
              {form.needsRecycling && (
                <RecyclingWeekField
                  collectionDay={form.collectionDay}
                  value={form.recyclingAnchorDate}
                  onChange={(v) => set('recyclingAnchorDate', v)}
                />
              )}
            </FormSection>
            <SchedulePeriod form={form} errors={errors} set={set} touch={touch} />
            <FormSection id="additional-notes" title="Additional Notes">
              <Stack gap="4">
                <AccessField
                  value={form.accessNotes}
                  error={errors.accessNotes}
                  onChange={(v) => set('accessNotes', v)}
                />
                <NotesField value={form.notes} onChange={(v) => set('notes', v)} />
              </Stack>
            </FormSection>
            <Button type="submit" colorPalette="green" size="lg" disabled={signup.isPending}>
              {signup.isPending ? 'Submitting...' : 'Sign Up for Service'}
            </Button>
          </Stack>
        </form>
      </Container>
    </Box>
  );
}
