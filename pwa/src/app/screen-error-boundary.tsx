import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ReplacesPrerendered } from './prerendered';

/**
 * A screen that throws while rendering shows a sentence and a Reload button instead of unmounting
 * the whole page. The sync engine runs outside React, so the phone's saved changes keep going out.
 */

interface Props {
  children: ReactNode;
  /** A new value (another address) clears the failure and tries the screen again. */
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <ScreenFailed /> : this.props.children;
  }
}

export function ScreenFailed() {
  return (
    <Center as="main" minH="60vh" p="6">
      {/* A failed screen must not stay hidden below the page's prerendered copy. */}
      <ReplacesPrerendered />
      <Stack role="alert" align="center" gap="4" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">
          This screen could not be shown
        </Heading>
        <Text color="fg.muted">
          Changes saved on this device are kept and will still be sent. Reload the page to try again.
        </Text>
        <Button colorPalette="green" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}

/** One screen's boundary: moving to another address tries again. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
