// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fullSystem } from '../../app/theme-full';
import { createQueryClient } from '../../lib/query-client';
import SignupPage from './signup-page';

const system = fullSystem();

function renderPage() {
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/signup']}>
          <SignupPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe('SignupPage', () => {
  it('starts with the spec defaults', () => {
    renderPage();
    expect(screen.getByLabelText(/City/)).toHaveProperty('value', 'Seattle');
    expect(screen.getByLabelText(/State/)).toHaveProperty('value', 'WA');
    expect(screen.getByLabelText('Bins to Curb Day')).toHaveProperty('value', 'friday');
    expect(screen.getByLabelText('Collection Day')).toHaveProperty('value', 'saturday');
    expect(screen.getByLabelText('Bins Back to House Day')).toHaveProperty('value', 'saturday');
    expect(screen.getByLabelText('Service Length')).toHaveProperty('value', '3');
    for (const bin of ['Garbage', 'Compost', 'Recycling']) {
      expect(screen.getByLabelText(`${bin} quantity`)).toHaveProperty('value', '1');
      expect(screen.getByLabelText(`${bin} quantity`)).toHaveProperty('disabled', false);
    }
  });

  it('disables a quantity while its service is unchecked', async () => {
    renderPage();
    const compost = screen.getByRole('checkbox', { name: /Compost/ });
    fireEvent.click(compost);
    await waitFor(() => expect(screen.getByLabelText('Compost quantity')).toHaveProperty('disabled', true));
    expect(screen.getByLabelText('Garbage quantity')).toHaveProperty('disabled', false);
    fireEvent.click(compost);
    await waitFor(() => expect(screen.getByLabelText('Compost quantity')).toHaveProperty('disabled', false));
  });

  it('shows the Service Period once a start date is chosen, and a custom end date input', () => {
    renderPage();
    expect(screen.queryByTestId('service-period')).toBeNull();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-01-31' } });
    const summary = screen.getByTestId('service-period');
    expect(within(summary).getByText(/Saturday, January 31, 2026/)).toBeTruthy();
    expect(within(summary).getByText(/Thursday, April 30, 2026/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Service Length'), { target: { value: '1' } });
    expect(within(screen.getByTestId('service-period')).getByText(/Saturday, February 28, 2026/)).toBeTruthy();
    expect(screen.queryByLabelText('End Date')).toBeNull();
    fireEvent.change(screen.getByLabelText('Service Length'), { target: { value: 'custom' } });
    expect(screen.getByLabelText('End Date')).toBeTruthy();
    expect(within(screen.getByTestId('service-period')).getByText('Not set')).toBeTruthy();
  });

  it('validates on change with the spec messages', () => {
    renderPage();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    fireEvent.change(phone, { target: { value: '206-55' } });
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '206-555-0142' } });
    expect(screen.queryByText('Phone number must be at least 10 digits')).toBeNull();
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: '' } });
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
