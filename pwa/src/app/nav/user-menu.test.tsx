// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session-store';
import { roleBadgePalette } from '../theme';
import { fullSystem } from '../theme-full';
import { LogoutConfirmDialog, unsentWords } from './logout-confirm-dialog';
import { useLogout } from './use-logout';
import { SessionRoleBadge } from './user-menu';

const system = fullSystem();

const hooks = vi.hoisted(() => ({
  pendingChanges: vi.fn<() => Promise<{ changes: number; photos: number }>>(),
  clearLocalData: vi.fn<() => Promise<void>>(),
  startSyncAfterSignIn: vi.fn(),
}));
vi.mock('../../sync/session-hooks', () => hooks);

/** The logout flow of the user menu, without the menu's pointer choreography. */
function Harness() {
  const { requestLogout, logout, unsent, cancel, pending } = useLogout();
  return (
    <>
      <button type="button" onClick={() => void requestLogout()}>
        Logout
      </button>
      {pending && <p>Signing out…</p>}
      <LogoutConfirmDialog unsent={unsent} pending={pending} onCancel={cancel} onConfirm={() => void logout()} />
    </>
  );
}

function renderHarness() {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <Harness /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  hooks.clearLocalData.mockResolvedValue();
  useSession.getState().setUser({ id: 7, username: 'casey', role: 'crew' });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('logout', () => {
  it('signs out at once when nothing is waiting to sync', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 0, photos: 0 });
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(hooks.clearLocalData).toHaveBeenCalledOnce();
    expect(useSession.getState().user).toBeNull();
  });

  it('does not wait for the local tables to empty (a sync write under way can hold them for seconds)', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 0, photos: 0 });
    hooks.clearLocalData.mockReturnValue(new Promise<void>(() => {}));
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hooks.clearLocalData).toHaveBeenCalledOnce();
    expect(useSession.getState().user).toBeNull();
  });

  it('says it is signing out while the check of unsent work waits behind a sync write', async () => {
    let answer: (u: { changes: number; photos: number }) => void = () => {};
    hooks.pendingChanges.mockReturnValue(new Promise((r) => (answer = r)));
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(screen.getByText('Signing out…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    await act(async () => answer({ changes: 0, photos: 0 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('stops saying so when it asks about unsent changes instead', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 2, photos: 0 });
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(await screen.findByText(/2 changes have not been sent/)).toBeTruthy();
    expect(screen.queryByText('Signing out…')).toBeNull();
  });

  it('asks first when changes have not been sent, and Cancel keeps the session', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 3, photos: 0 });
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(await screen.findByText(/3 changes have not been sent/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/3 changes have not been sent/)).toBeNull());
    expect(router.state.location.pathname).toBe('/admin');
    expect(hooks.clearLocalData).not.toHaveBeenCalled();
  });

  it('logs out anyway when confirmed', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 1, photos: 0 });
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(await screen.findByText(/1 change has not been sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(hooks.clearLocalData).toHaveBeenCalledOnce();
  });

  it('asks first when only photos wait, naming them', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 0, photos: 2 });
    renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(await screen.findByText(/2 photos have not been sent/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unsentWords({ changes: 1, photos: 1 })).toBe('1 change and 1 photo have');
    expect(unsentWords({ changes: 0, photos: 1 })).toBe('1 photo has');
  });

  it('keeps everything when the server refuses', async () => {
    hooks.pendingChanges.mockResolvedValue({ changes: 0, photos: 0 });
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const router = renderHarness();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/admin');
    expect(hooks.clearLocalData).not.toHaveBeenCalled();
    expect(useSession.getState().user?.username).toBe('casey');
  });
});

describe('role badge', () => {
  it('says Admin for the admin, Manager for managers, Employee otherwise, in the role colour', () => {
    render(
      <ChakraProvider value={system}>
        <SessionRoleBadge userRole="manager" />
        <SessionRoleBadge userRole="admin" />
        <SessionRoleBadge userRole="customer_service" />
        <SessionRoleBadge userRole="crew" />
      </ChakraProvider>,
    );
    const badges = screen.getAllByTestId('role-badge');
    expect(badges.map((b) => b.textContent)).toEqual(['Manager', 'Admin', 'Employee', 'Employee']);
    expect(['manager', 'customer_service', 'crew', 'admin', 'Manager'].map(roleBadgePalette)).toEqual([
      'purple',
      'orange',
      'green',
      'purple',
      'purple',
    ]);
  });
});
