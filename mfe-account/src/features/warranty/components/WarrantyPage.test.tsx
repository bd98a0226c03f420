import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { WarrantyPage } from './WarrantyPage';

const routes = (post: Partial<MockRoute> = {}): MockRoute[] => [{ method: 'POST', path: /\/api\/en\/warranty$/, body: undefined, ...post }];

const render = () => renderWithProviders(<WarrantyPage />, { store: setupStore(), messages, session: testSession('Klant', { firstName: 'Anna', lastName: 'Peeters' }), route: '/en/warranty' });

const image = (name: string, type = 'image/png', size?: number) => {
  const f = new File(['png-bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

function collectToasts() {
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  return { toasts, off };
}

async function fillClaim(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'anna@demo.example');
  await user.type(screen.getByLabelText('Street'), 'Damrak');
  await user.type(screen.getByLabelText('Article name'), 'Trail jacket');
  await user.type(screen.getByLabelText('Colour'), 'Navy');
  await user.type(screen.getByLabelText('Size'), 'M');
  await user.type(screen.getByLabelText('Complaint'), 'The zipper broke after a week.');
  await user.upload(screen.getByLabelText('Photo of the defect'), image('zipper.png'));
  await user.upload(screen.getByLabelText('Proof of purchase'), image('receipt.jpg', 'image/jpeg'));
  await screen.findByRole('img', { name: 'Preview of Photo of the defect' });
  await screen.findByRole('img', { name: 'Preview of Proof of purchase' });
}

describe('WarrantyPage', () => {
  it('shows the return rules and the good and bad photo examples', () => {
    mockFetch(routes());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Returns and warranty' })).toBeInTheDocument();
    expect(screen.getByText('the shop name and the RMA number are on every carton;')).toBeInTheDocument();
    expect(screen.getByText('a carton holds at most 15 items;')).toBeInTheDocument();
    expect(screen.getByText('Otherwise the return is refused without credit, or a fee of 30% is charged.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Good photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bad photo' })).toBeInTheDocument();
  });

  it('enables send only while the data-protection switch is on', async () => {
    const user = userEvent.setup();
    mockFetch(routes());
    render();
    const send = screen.getByRole('button', { name: 'Send claim' });
    const consent = screen.getByRole('switch', { name: /data protection/ });
    expect(send).toBeDisabled();
    await user.click(consent);
    expect(send).toBeEnabled();
    await user.click(consent);
    expect(send).toBeDisabled();
  });

  it('refuses an image over 10 MB with the fileSizeExceeds warning for 5 s and removes it', async () => {
    const user = userEvent.setup();
    mockFetch(routes());
    const { toasts, off } = collectToasts();
    render();
    const input = screen.getByLabelText<HTMLInputElement>('Photo of the defect');
    await user.upload(input, image('big.png', 'image/png', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'warning', text: 'The file is too large: the maximum size is 10 MB.', duration: 5000 }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of Photo of the defect' })).not.toBeInTheDocument();

    await user.upload(input, image('ok.png', 'image/png', 10 * 1024 * 1024));
    expect(await screen.findByRole('img', { name: 'Preview of Photo of the defect' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    off();
  });

  it('refuses a file of another type', async () => {
    mockFetch(routes());
    const { toasts, off } = collectToasts();
    render();
    const input = screen.getByLabelText<HTMLInputElement>('Proof of purchase');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    fireEvent.change(input, { target: { files: [image('receipt.pdf', 'application/pdf')] } });
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'warning', text: 'Only JPEG, PNG or GIF images can be uploaded.', duration: 5000 }));
    expect(screen.queryByRole('img', { name: 'Preview of Proof of purchase' })).not.toBeInTheDocument();
    off();
  });

  it('sends the claim with both photos as data URLs, then clears the form and shows a notice', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Peeters');
    await fillClaim(user);
    await user.click(screen.getByRole('switch', { name: /data protection/ }));
    await user.click(screen.getByRole('button', { name: 'Send claim' }));

    expect(await screen.findByText('Claim sent')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      Name: 'Anna Peeters',
      Email: 'anna@demo.example',
      Street: 'Damrak',
      ArticleName: 'Trail jacket',
      ArticleColor: 'Navy',
      ArticleSize: 'M',
      Complaint: 'The zipper broke after a week.',
      DataProtectionConsent: true,
    });
    expect(body.DefectPhoto).toMatch(/^data:image\/png;base64,/);
    expect(body.ProofOfPurchasePhoto).toMatch(/^data:image\/jpeg;base64,/);

    expect(screen.getByLabelText('Article name')).toHaveValue('');
    expect(screen.getByLabelText('Complaint')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /data protection/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send claim' })).toBeDisabled();
  });

  it('asks for the missing article data and photos before sending', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    await user.click(screen.getByRole('switch', { name: /data protection/ }));
    await user.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(screen.getByLabelText('Article name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getAllByText('Please add a photo.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the form and shows a toast when sending fails', async () => {
    const user = userEvent.setup();
    mockFetch(routes({ status: 500, body: { Message: 'Server down' } }));
    const { toasts, off } = collectToasts();
    render();
    await fillClaim(user);
    await user.click(screen.getByRole('switch', { name: /data protection/ }));
    await user.click(screen.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Server down', duration: 4000 }));
    expect(screen.getByLabelText('Article name')).toHaveValue('Trail jacket');
    expect(screen.queryByText('Claim sent')).not.toBeInTheDocument();
    off();
  });

  it('shows ModelState beside the fields and above the form, with the Message as toast', async () => {
    const user = userEvent.setup();
    mockFetch(routes({ status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.ArticleSize': ['Unknown size.'], 'model.Brand': ['No brand of ours.'] } } }));
    const { toasts, off } = collectToasts();
    render();
    await fillClaim(user);
    await user.click(screen.getByRole('switch', { name: /data protection/ }));
    await user.click(screen.getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No brand of ours.');
    expect(screen.getByLabelText('Size')).toHaveAccessibleDescription('Unknown size.');
    expect(toasts).toEqual([{ kind: 'error', text: 'The request is invalid.', duration: 4000 }]);
    expect(screen.getByLabelText('Complaint')).toHaveValue('The zipper broke after a week.');
    expect(screen.getByRole('button', { name: 'Send claim' })).toBeEnabled();
    off();
  });
});
