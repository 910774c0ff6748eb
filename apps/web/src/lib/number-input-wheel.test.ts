import { describe, expect, it, vi } from 'vitest';
import { blurFocusedNumberInput, isNumberInput, type WheelTarget } from './number-input-wheel';

function input(type: string, inputMode: string | null = null): WheelTarget & { blur: () => void } {
  return {
    tagName: 'INPUT',
    type,
    getAttribute: (name) => (name === 'inputmode' ? inputMode : null),
    blur: vi.fn(),
  };
}

describe('a mouse wheel over a number input', () => {
  it('blurs the input when it has the focus', () => {
    const field = input('number');
    expect(blurFocusedNumberInput(field, field)).toBe(true);
    expect(field.blur).toHaveBeenCalledOnce();
  });

  it('leaves it alone when another element has the focus', () => {
    const field = input('number');
    expect(blurFocusedNumberInput(field, input('text'))).toBe(false);
    expect(field.blur).not.toHaveBeenCalled();
  });

  it.each([
    ['a number input', input('number'), true],
    ['a text input with a numeric keyboard (Mantine NumberInput)', input('text', 'numeric'), true],
    ['a text input with a decimal keyboard', input('text', 'decimal'), true],
    ['a plain text input', input('text'), false],
    ['a select', { tagName: 'SELECT' }, false],
  ] as const)('treats %s as a number field: %s', (_, target, expected) => {
    expect(isNumberInput(target)).toBe(expected);
  });

  it('never blurs a focused text input', () => {
    const field = input('text');
    expect(blurFocusedNumberInput(field, field)).toBe(false);
    expect(field.blur).not.toHaveBeenCalled();
  });
});
