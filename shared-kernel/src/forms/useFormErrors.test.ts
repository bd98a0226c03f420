import { act, renderHook } from '@testing-library/react';
import { toPortalError } from '../api/errors';
import { useFormErrors } from './useFormErrors';

function toasts() {
  const seen: string[] = [];
  const l = (e: Event) => seen.push((e as CustomEvent<{ text: string }>).detail.text);
  window.addEventListener('portal:toast', l);
  return { seen, stop: () => window.removeEventListener('portal:toast', l) };
}

describe('useFormErrors', () => {
  it('puts ModelState on the fields and above the form, and still toasts the keys without a prefix', () => {
    const t = toasts();
    const { result } = renderHook(() => useFormErrors());
    act(() => result.current.show(toPortalError(400, '', { ModelState: { 'model.Name': ['Name is taken.'], model: ['Not saved.'], Coupon: ['Coupon expired.'] } }), 'Fallback'));
    t.stop();
    expect(result.current.fieldErrors).toEqual({ Name: 'Name is taken.' });
    expect(result.current.generalErrors).toEqual(['Not saved.']);
    expect(t.seen).toEqual(['Coupon expired.']);
    act(() => result.current.clear());
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.generalErrors).toEqual([]);
  });

  it('toasts any other failure with its message, or the fallback', () => {
    const t = toasts();
    const { result } = renderHook(() => useFormErrors());
    act(() => result.current.show(toPortalError(500, '', { Message: 'Server down.' }), 'Fallback'));
    act(() => result.current.show(new Error('x'), 'Fallback'));
    t.stop();
    expect(t.seen).toEqual(['Server down.', 'Fallback']);
    expect(result.current.fieldErrors).toEqual({});
  });
});
