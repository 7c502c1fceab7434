import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../shared/ui/theme';
import { ToastArea } from '../../../shared/ui/toast-area';
import { decisionButtonsOf, useQueueDecision } from './use-queue-decision';

type Entry = { id: string; name: string };
type EntryDecision = { entry: Entry } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

const ALREADY = new Error('already decided');
const COIL = { id: 'e-1', name: 'CL-000012' };

/** Mantine with its toasts and a fresh query client. */
function providers() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ToastArea />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    );
  };
}

/** The hook over a mutation that answers with `answer`, and a queue that records what it is told. */
function renderDecision(answer: (input: EntryDecision) => Promise<unknown>) {
  const queue = { load: vi.fn(), removeActedOn: vi.fn() };
  const view = renderHook(
    () =>
      useQueueDecision({
        mutation: useMutation({ mutationFn: answer }),
        queue,
        idOf: (input) => input.entry.id,
        isAlreadyDecided: (error) => error === ALREADY,
        notices: {
          approved: ({ entry }) => `${entry.name} approved`,
          rejected: ({ entry }) => `${entry.name} rejected`,
          alreadyDecided: ({ entry }) => `${entry.name} was decided elsewhere`,
        },
      }),
    { wrapper: providers() },
  );
  return { ...view, queue };
}

describe('useQueueDecision', () => {
  it('names the entry being decided and how while the request runs, then nothing', async () => {
    let settle: (value: unknown) => void = () => undefined;
    const { result } = renderDecision(() => new Promise((resolve) => (settle = resolve)));
    expect(result.current.deciding).toBeNull();
    let decided: Promise<boolean> = Promise.resolve(false);
    act(() => {
      decided = result.current.decide({ entry: COIL, decision: 'reject', reason: 'Wrong grade' });
    });
    await waitFor(() => expect(result.current.deciding).toEqual({ id: 'e-1', decision: 'reject' }));
    await act(async () => settle(COIL));
    expect(await decided).toBe(true);
    await waitFor(() => expect(result.current.deciding).toBeNull());
  });

  it('tells the approval and takes the entry out of the queue', async () => {
    const answer = vi.fn(async (_input: EntryDecision) => COIL);
    const { result, queue } = renderDecision(answer);
    let closes = false;
    await act(async () => {
      closes = await result.current.decide({ entry: COIL, decision: 'approve' });
    });
    expect(closes).toBe(true);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer.mock.calls[0]![0]).toEqual({ entry: COIL, decision: 'approve' });
    expect(await screen.findByText('CL-000012 approved')).toBeInTheDocument();
    expect(queue.removeActedOn).toHaveBeenCalledExactlyOnceWith('e-1');
    expect(queue.load).not.toHaveBeenCalled();
  });

  it('tells a rejection in its own words', async () => {
    const { result, queue } = renderDecision(async () => COIL);
    await act(async () => {
      await result.current.decide({ entry: COIL, decision: 'reject', reason: 'Wrong grade' });
    });
    expect(await screen.findByText('CL-000012 rejected')).toBeInTheDocument();
    expect(queue.removeActedOn).toHaveBeenCalledExactlyOnceWith('e-1');
  });

  it('warns when another operator was first and loads the queue again, letting the dialog close', async () => {
    const { result, queue } = renderDecision(async () => {
      throw ALREADY;
    });
    let closes = false;
    await act(async () => {
      closes = await result.current.decide({ entry: COIL, decision: 'approve' });
    });
    expect(closes).toBe(true);
    expect(await screen.findByText('CL-000012 was decided elsewhere')).toBeInTheDocument();
    expect(queue.load).toHaveBeenCalledExactlyOnceWith({ force: true });
    expect(queue.removeActedOn).not.toHaveBeenCalled();
  });

  it('leaves any other error to the global handler and keeps the dialog open', async () => {
    const { result, queue } = renderDecision(async () => {
      throw new Error('boom');
    });
    let closes = true;
    await act(async () => {
      closes = await result.current.decide({ entry: COIL, decision: 'reject', reason: 'Wrong grade' });
    });
    expect(closes).toBe(false);
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(queue.load).not.toHaveBeenCalled();
    expect(queue.removeActedOn).not.toHaveBeenCalled();
  });
});

describe('decisionButtonsOf', () => {
  it('leaves every button free while nothing is being decided', () => {
    expect(decisionButtonsOf(null, 'e-1')).toEqual({
      approve: { loading: false, disabled: false },
      rejectDisabled: false,
    });
  });

  it('spins the approved entry’s Approve and holds every other button but its own Reject', () => {
    const deciding = { id: 'e-1', decision: 'approve' } as const;
    expect(decisionButtonsOf(deciding, 'e-1')).toEqual({
      approve: { loading: true, disabled: true },
      rejectDisabled: false,
    });
    expect(decisionButtonsOf(deciding, 'e-2')).toEqual({
      approve: { loading: false, disabled: true },
      rejectDisabled: true,
    });
  });

  it('spins no Approve while a rejection is sent', () => {
    expect(decisionButtonsOf({ id: 'e-1', decision: 'reject' }, 'e-1').approve).toEqual({
      loading: false,
      disabled: true,
    });
  });
});
