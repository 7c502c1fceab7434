import { describe, expect, it } from 'vitest';
import { decimalPlaces, divideRoundHalfUp, fromScaledInteger, toSafeNumber, toScaledInteger } from './exact-arithmetic';

describe('divideRoundHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(8n, 3n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('scaled integers', () => {
  it('counts decimal places of the shortest form', () => {
    expect(decimalPlaces(12)).toBe(0);
    expect(decimalPlaces(0.45)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e21)).toBe(0);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
    expect(decimalPlaces(NaN)).toBe(Infinity);
  });
  it('scales exactly where multiplying doubles would not', () => {
    expect(1.005 * 1000).not.toBe(1005);
    expect(toScaledInteger(1.005, 3)).toBe(1005n);
    expect(toScaledInteger(0.45, 2)).toBe(45n);
    expect(toScaledInteger(24.5, 3)).toBe(24500n);
    expect(toScaledInteger(-2.5, 1)).toBe(-25n);
    expect(toScaledInteger(1e-7, 7)).toBe(1n);
    expect(toScaledInteger(1.5e21, 0)).toBe(1_500_000_000_000_000_000_000n);
    expect(() => toScaledInteger(1.0051, 3)).toThrow(RangeError);
    expect(() => toScaledInteger(Infinity, 3)).toThrow(RangeError);
  });
  it('scales back', () => {
    expect(fromScaledInteger(12345n, 3)).toBe(12.345);
    expect(fromScaledInteger(5n, 3)).toBe(0.005);
    expect(fromScaledInteger(-25n, 1)).toBe(-2.5);
    expect(fromScaledInteger(7n, 0)).toBe(7);
  });
  it('refuses numbers beyond the safe range', () => {
    expect(toSafeNumber(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(9_007_199_254_740_992n)).toThrow(RangeError);
  });
});
