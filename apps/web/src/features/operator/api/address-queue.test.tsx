import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { useAddressDecision, type AddressDecision } from './address-queue';

const globalError = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/global-error-handler', () => ({ handleGlobalError: globalError }));

afterEach(() => {
  vi.unstubAllGlobals();
  globalError.mockReset();
});

describe('useAddressDecision', () => {
  it('leaves a failed decision to the queue: no second toast from the global handler', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ statusCode: 409, kind: 'API', message: 'The address was already validated.' }, { status: 409 }),
      ),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAddressDecision(), { wrapper });
    const input = {
      address: { id: 'a-1', organisation: { id: 'org-1' } },
      decision: 'approve',
    } as unknown as AddressDecision;
    await expect(result.current.mutateAsync(input)).rejects.toMatchObject({ status: 409 });
    expect(globalError).not.toHaveBeenCalled();
  });
});
