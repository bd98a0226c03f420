import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerHit } from '../../contract/customer';
import { on } from '../../bus/bus';
import { renderWithIntl } from '../test/renderWithIntl';
import { ImpersonationSearch, type CustomerHitsResult } from './ImpersonationSearch';

const hits: CustomerHit[] = [
  { Key: 'K-1', AltKey: '1001', Name: 'Demo Fashion BV', City: 'Gent' },
  { Key: 'K-2', AltKey: '1002', Name: 'Demo Sports', City: 'Brugge' },
];

/**
 * A stand-in for the remote's RTK Query hook: records the searches it is asked for (the ones not
 * skipped) and answers them at once, or fails.
 */
function fakeHook(answer: CustomerHit[] | 'error') {
  const calls: { url: URL }[] = [];
  function useCustomerHits(search: string, { skip }: { skip: boolean }): CustomerHitsResult {
    if (skip) return { isFetching: false, isError: false };
    if (calls[calls.length - 1]?.url.searchParams.get('search') !== search) calls.push({ url: new URL(`http://api.test/customer/autocomplete?search=${encodeURIComponent(search)}`) });
    return answer === 'error' ? { isFetching: false, isError: true } : { currentData: answer, isFetching: false, isError: false };
  }
  return { calls, useCustomerHits };
}

function setup(body: CustomerHit[] | 'error' = hits) {
  const { calls, useCustomerHits } = fakeHook(body);
  const requests: string[] = [];
  const off = on('impersonation.request', (d) => requests.push(d.customerKey));
  renderWithIntl(<ImpersonationSearch useCustomerHits={useCustomerHits} />);
  return { calls, requests, off, user: userEvent.setup() };
}

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('ImpersonationSearch', () => {
  it('queries from 1 character but keeps the list closed below 3', async () => {
    const { calls, user, off } = setup();
    const box = screen.getByRole('combobox', { name: 'Search customer' });
    await user.type(box, 'De');
    await wait(600);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('search')).toBe('De');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    off();
  });

  it('waits 500 ms after the last key before it searches (spec section 5)', async () => {
    jest.useFakeTimers();
    const { calls, off } = setup();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('combobox', { name: 'Search customer' }), 'Demo');
    act(() => jest.advanceTimersByTime(499));
    expect(calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(calls.map((c) => c.url.searchParams.get('search'))).toEqual(['Demo']);
    jest.useRealTimers();
    off();
  });

  it('searches after the debounce and shows Name, AltKey and City; a click asks for impersonation', async () => {
    const { calls, user, requests, off } = setup();
    const box = screen.getByRole('combobox', { name: 'Search customer' });
    await user.type(box, 'Demo');
    const option = await screen.findByRole('option', { name: /Demo Sports/ });
    expect(option).toHaveTextContent('Demo Sports (1002, Brugge)');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // debounced: one request for the settled text
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('search')).toBe('Demo');

    await user.click(option);
    expect(requests).toEqual(['K-2']);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    off();
  });

  it('chooses the active hit with the arrow keys and Enter; Escape closes the list', async () => {
    const { user, requests, off } = setup();
    const box = screen.getByRole('combobox', { name: 'Search customer' });
    await user.type(box, 'Demo');
    await screen.findAllByRole('option');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('option', { name: /Demo Fashion BV/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{Enter}');
    expect(requests).toEqual(['K-1']);
    off();
  });

  it('says when nothing was found', async () => {
    const { user, off } = setup([]);
    await user.type(screen.getByRole('combobox', { name: 'Search customer' }), 'Zzz');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    off();
  });

  it('says when the search failed', async () => {
    const { user, off } = setup('error');
    await user.type(screen.getByRole('combobox', { name: 'Search customer' }), 'Demo');
    await waitFor(() => expect(screen.getByText('The customers could not be loaded.')).toBeInTheDocument());
    off();
  });
});
