import { describe, expect, it } from 'vitest';
import { autoCloseFor } from './notify';

describe('notification timing', () => {
  it('success closes after 4 s, toasts after 10 s, critical ones stay', () => {
    expect(autoCloseFor('SUCCESS')).toBe(4_000);
    expect(autoCloseFor('INFO')).toBe(10_000);
    expect(autoCloseFor('WARNING')).toBe(10_000);
    expect(autoCloseFor('ERROR')).toBe(10_000);
    expect(autoCloseFor('ERROR', true)).toBe(false);
  });
});
