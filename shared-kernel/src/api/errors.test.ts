import { toPortalError, toastPortalError } from './errors';

describe('toPortalError', () => {
  it('reads ModelState: prefixes stripped, first message per field, general and toast keys apart', () => {
    const e = toPortalError(400, 'Bad Request', {
      Message: 'The request is invalid.',
      ModelState: {
        'model.FirstName': ['First name is required.', 'second'],
        'addUserModel.Email': ['E-mail is invalid.'],
        model: ['General problem'],
        Basket: ['Basket is empty'],
      },
    });
    expect(e.fieldErrors).toEqual({ FirstName: 'First name is required.', Email: 'E-mail is invalid.' });
    expect(e.generalErrors).toEqual(['General problem']);
    expect(e.toastErrors).toEqual(['Basket is empty']);
    expect(e.message).toBe('The request is invalid.');
  });

  it('prefers ExceptionMessage and reads the OAuth error description', () => {
    expect(toPortalError(500, 'x', { Message: 'a', ExceptionMessage: 'b' }).message).toBe('b');
    expect(toPortalError(400, 'x', { error: 'invalid_grant', error_description: 'Wrong' }).errorDescription).toBe('Wrong');
    expect(toPortalError(0, 'Network error', null).message).toBeNull();
  });

  it('toasts unprefixed keys, else the message, else the fallback', () => {
    const seen: string[] = [];
    const l = (e: Event) => seen.push((e as CustomEvent<{ text: string }>).detail.text);
    window.addEventListener('portal:toast', l);
    toastPortalError(toPortalError(400, '', { ModelState: { Basket: ['A'], Other: ['B'] } }), 'F');
    toastPortalError(toPortalError(400, '', { Message: 'M' }), 'F');
    toastPortalError(new Error('x'), 'F');
    window.removeEventListener('portal:toast', l);
    expect(seen).toEqual(['A', 'B', 'M', 'F']);
  });
});
