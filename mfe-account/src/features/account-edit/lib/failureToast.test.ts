import { toPortalError } from 'shared-kernel';
import { messageAndText } from './failureToast';

describe('messageAndText', () => {
  it("puts the server's Message before the general text", () => {
    expect(messageAndText(toPortalError(400, 'Bad Request', { Message: 'The request is invalid.', ModelState: { 'model.Email': ['x'] } }), 'Try again.')).toBe('The request is invalid. Try again.');
  });
  it('says the general text alone when the failure has no Message', () => {
    expect(messageAndText(toPortalError(500, 'Error', {}), 'Try again.')).toBe('Try again.');
    expect(messageAndText(new Error('offline'), 'Try again.')).toBe('Try again.');
  });
});
