import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { isPortalError, toPortalError } from '../api/errors';
import { on, type ToastRequest } from '../bus/bus';
import { MemoryRouter, Route, Routes, useLocation } from '../router/router';
import { isEqualData } from './isEqualData';
import { useDraftForm, type DraftFormOptions, type Saved } from './useDraftForm';

interface Draft {
  Name: string;
  Email: string;
  Tags: string[];
}
const initial: Draft = { Name: 'Ann', Email: 'ann@shop.test', Tags: ['a'] };
const messages = { 'x.failed': 'The form could not be saved.', 'x.saved': 'Saved {name}.' };

function setup(options: string | DraftFormOptions<Draft> = 'x.failed') {
  const where = { path: '' };
  function Location() {
    where.path = useLocation().pathname;
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale="en" messages={messages} defaultLocale="en">
        <MemoryRouter initialEntries={['/en/form']} basename="/en">
          <Routes>
            <Route path="*" element={<Location />} />
          </Routes>
          {children}
        </MemoryRouter>
      </IntlProvider>
    );
  }
  const hook = renderHook(() => useDraftForm(initial, options), { wrapper: Wrapper });
  return { ...hook, where };
}

const modelState = (state: Record<string, string[]>, extra: object = {}) => toPortalError(400, 'Bad Request', { Message: 'The request is invalid.', ModelState: state, ...extra });

describe('useDraftForm', () => {
  let toasts: ToastRequest[];
  let stop: () => void;
  beforeEach(() => {
    toasts = [];
    stop = on('toast', (t) => toasts.push(t));
  });
  afterEach(() => stop());

  it('holds the draft and knows when it differs from the clean state', () => {
    const { result } = setup();
    expect(result.current.draft).toEqual(initial);
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('Name', 'Bob'));
    expect(result.current.draft.Name).toBe('Bob');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('Name', 'Ann'));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setDraft((d) => ({ ...d, Tags: [...d.Tags, 'b'] })));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.reset());
    expect(result.current.draft).toEqual(initial);
    expect(result.current.dirty).toBe(false);
  });

  it('puts ModelState on the fields (model. and addUserModel. prefixes) and above the form, and toasts the keys without a prefix', async () => {
    const { result } = setup();
    const error = modelState({ 'model.Name': ['Name is taken.', 'second message'], 'addUserModel.Email': ['Not an e-mail.'], model: ['Not saved.'], Coupon: ['Coupon expired.'] });
    await act(() => result.current.submitWith(() => Promise.reject(error))());
    expect(result.current.errors).toEqual({ Name: 'Name is taken.', Email: 'Not an e-mail.' });
    expect(result.current.general).toEqual(['Not saved.']);
    expect(toasts).toEqual([{ kind: 'error', text: 'Coupon expired.', duration: 4000 }]);
    // answering a field takes its error away
    act(() => result.current.set('Name', 'Bea'));
    expect(result.current.errors).toEqual({ Email: 'Not an e-mail.' });
  });

  it('lists the field errors of fields it does not have above the form', async () => {
    const { result } = setup({ failureId: 'x.failed', fields: ['Name', 'Email'] });
    await act(() => result.current.submitWith(() => Promise.reject(modelState({ 'model.Name': ['Too short.'], 'model.Code': ['The link has expired.'] })))());
    expect(result.current.errors).toEqual({ Name: 'Too short.' });
    expect(result.current.general).toEqual(['The link has expired.']);
  });

  it('toasts a failure without ModelState with its message, or the failure text', async () => {
    const { result } = setup();
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(500, 'Error', { Message: 'Server down.' })))());
    await act(() => result.current.submitWith(() => Promise.reject(new Error('network')))());
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(400, 'Bad Request', { ModelState: { Basket: ['Basket changed.'] } })))());
    expect(toasts.map((t) => t.text)).toEqual(['Server down.', 'The form could not be saved.', 'Basket changed.']);
    expect(result.current.errors).toEqual({});
    expect(result.current.general).toEqual([]);
  });

  it('shows such a failure above the form when told, in the page\'s own words when it has them', async () => {
    const { result } = setup({ failureId: 'x.failed', failureIn: 'general', failureText: (e) => (isPortalError(e) && e.status === 401 ? 'Wrong password.' : null) });
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(400, 'Bad Request', { Message: 'Invalid token.' })))());
    expect(result.current.general).toEqual(['Invalid token.']);
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(401, 'Unauthorized', {})))());
    expect(result.current.general).toEqual(['Wrong password.']);
    await act(() => result.current.submitWith(() => Promise.reject(new Error('offline')))());
    expect(result.current.general).toEqual(['The form could not be saved.']);
    expect(toasts).toEqual([]);
  });

  it('toasts every failure, ModelState or not, when told how (spec section 8: Message plus the general text, and the field errors)', async () => {
    const failureToast = (e: unknown, text: string) => [isPortalError(e) && e.message, text].filter(Boolean).join(' ');
    const { result } = setup({ failureId: 'x.failed', failureToast });
    await act(() => result.current.submitWith(() => Promise.reject(modelState({ 'model.Name': ['Name is taken.'], model: ['Not saved.'], Coupon: ['Coupon expired.'] })))());
    expect(result.current.errors).toEqual({ Name: 'Name is taken.' });
    expect(result.current.general).toEqual(['Not saved.']);
    expect(toasts).toEqual([
      { kind: 'error', text: 'Coupon expired.', duration: 4000 },
      { kind: 'error', text: 'The request is invalid. The form could not be saved.', duration: 4000 },
    ]);
    toasts.length = 0;
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(400, 'Bad Request', { Message: 'No basket.', ModelState: { Basket: ['Basket changed.'] } })))());
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(500, 'Error', { Message: 'Server down.' })))());
    await act(() => result.current.submitWith(() => Promise.reject(new Error('network')))());
    expect(toasts.map((t) => t.text)).toEqual(['Basket changed.', 'No basket. The form could not be saved.', 'Server down. The form could not be saved.', 'The form could not be saved.']);
    expect(result.current.errors).toEqual({});
    expect(result.current.general).toEqual([]);
  });

  it('leaves a failure to the default handling when failureToast answers null', async () => {
    const { result } = setup({ failureId: 'x.failed', failureToast: (e) => (isPortalError(e) && e.status === 409 ? 'Changed meanwhile.' : null) });
    await act(() => result.current.submitWith(() => Promise.reject(modelState({ 'model.Name': ['Name is taken.'] })))());
    expect(result.current.errors).toEqual({ Name: 'Name is taken.' });
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(500, 'Error', { Message: 'Server down.' })))());
    await act(() => result.current.submitWith(() => Promise.reject(toPortalError(409, 'Conflict', { Message: 'Conflict.' })))());
    expect(toasts.map((t) => t.text)).toEqual(['Server down.', 'Changed meanwhile.']);
  });

  it('is busy while saving and ignores a second submit meanwhile', async () => {
    const { result } = setup();
    let finish: (v: Saved<Draft>) => void = () => undefined;
    const save = jest.fn(() => new Promise<Saved<Draft>>((resolve) => (finish = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.submitWith(save)();
    });
    expect(result.current.busy).toBe(true);
    let second = true;
    await act(async () => {
      second = await result.current.submitWith(save)();
    });
    expect(second).toBe(false);
    await act(async () => {
      finish({});
      expect(await first).toBe(true);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it('saves, toasts and navigates (save-then-navigate)', async () => {
    const { result, where } = setup();
    const save = jest.fn(async (d: Draft) => ({ savedId: 'x.saved', savedValues: { name: d.Name }, to: '/admin/coupons' }));
    act(() => result.current.set('Name', 'Bob'));
    await act(() => result.current.submitWith(save)());
    expect(save).toHaveBeenCalledWith({ ...initial, Name: 'Bob' });
    expect(toasts).toEqual([{ kind: 'success', text: 'Saved Bob.', duration: 3000 }]);
    expect(where.path).toBe('/admin/coupons');
  });

  it('stays on the page when the save says nowhere to go, clean on what was saved or on the answer', async () => {
    const { result, where } = setup();
    act(() => result.current.set('Name', 'Bob'));
    await act(() => result.current.submitWith(async () => undefined)());
    expect(where.path).toBe('/form');
    expect(result.current.dirty).toBe(false);
    expect(result.current.draft.Name).toBe('Bob');
    await act(() => result.current.submitWith(async (d) => ({ next: { ...d, Name: 'BOB' } }))());
    expect(result.current.draft.Name).toBe('BOB');
    expect(result.current.dirty).toBe(false);
  });

  it('flushes what is pending before saving; a failed flush saves nothing', async () => {
    const { result } = setup();
    const order: string[] = [];
    const flush = jest.fn(async () => void order.push('flush'));
    await act(() => result.current.submitWith(async () => void order.push('save'), { flush })());
    expect(order).toEqual(['flush', 'save']);

    const save = jest.fn(async () => undefined);
    let saved = true;
    await act(async () => {
      saved = await result.current.submitWith(save, { flush: () => Promise.reject(toPortalError(500, 'Error', { ExceptionMessage: 'Autosave failed.' })) })();
    });
    expect(saved).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(toasts.map((t) => t.text)).toEqual(['Autosave failed.']);
  });

  it('takes other toast durations', async () => {
    const { result } = setup({ failureId: 'x.failed', successMs: 5000, failureMs: 5000 });
    await act(() => result.current.submitWith(async () => ({ savedId: 'x.saved', savedValues: { name: 'x' } }))());
    await act(() => result.current.submitWith(() => Promise.reject(new Error('x')))());
    expect(toasts.map((t) => t.duration)).toEqual([5000, 5000]);
  });
});

describe('isEqualData', () => {
  it('compares plain data by value', () => {
    expect(isEqualData({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(isEqualData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isEqualData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isEqualData({ a: 1 }, { a: '1' })).toBe(false);
    expect(isEqualData([], {})).toBe(false);
    expect(isEqualData(new Date(5), new Date(5))).toBe(true);
    expect(isEqualData(NaN, NaN)).toBe(true);
  });
});
