import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyLoginFormResolver, useLoginFormValidation } from './login-form-validation';

const resolve = (values: { username: string; password: string }) =>
  lazyLoginFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the login form validation loaded on first use', () => {
  it("validates with the domain's login schema and names the spec's messages", async () => {
    const empty = await resolve({ username: '', password: '' });
    expect(empty.errors.username?.message).toBe('auth.login.validation.emailRequired');
    expect(empty.errors.password?.message).toBe('auth.login.validation.passwordRequired');
    const wrong = await resolve({ username: 'buyer@', password: 'has space' });
    expect(wrong.errors.username?.message).toBe('auth.login.validation.emailInvalid');
    expect(wrong.errors.password?.message).toBe('auth.login.validation.passwordWhitespace');
    // the values as the schema gives them: the address trimmed
    const valid = await resolve({ username: ' buyer@demo-steel.example ', password: 'Steelyard-Demo-2026!' });
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ username: 'buyer@demo-steel.example', password: 'Steelyard-Demo-2026!' });
  });

  it('gives the schema once loaded, for the button that follows every keystroke', async () => {
    const { result } = renderHook(() => useLoginFormValidation());
    act(() => result.current.load());
    await waitFor(() => expect(result.current.validation).not.toBeNull());
    const schema = result.current.validation!.loginFormSchema;
    expect(schema.safeParse({ username: 'seller@demo-steel.example', password: 'x' }).success).toBe(true);
    expect(schema.safeParse({ username: 'seller@demo-steel.example', password: '' }).success).toBe(false);
  });
});
