import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged } from 'shared-kernel/contract';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../app/store';
import { messages } from '../i18n/messages';
import { ResourceListPage, type ResourceListQuery, type ResourceListResult } from './ResourceListPage';

interface Row {
  Id: number;
  Name: string;
}

const NAMES = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];

/** a fake overview call: 2 rows a page, filtered by the search term, recording what it was asked */
function fakeList() {
  const asked: ResourceListQuery[] = [];
  function useList(q: ResourceListQuery): ResourceListResult<Row> {
    asked.push(q);
    const all = NAMES.map((Name, i) => ({ Id: i + 1, Name })).filter((r) => r.Name.toLowerCase().includes(q.search.toLowerCase()));
    const Items = all.slice((q.page - 1) * 2, q.page * 2);
    const PageCount = Math.ceil(all.length / 2);
    const data: Paged<Row> = { Items, Filters: [], Page: q.page, PageSize: 2, PageStartIndex: 1, PageEndIndex: Items.length, Pages: [], TotalCount: all.length, PageCount };
    return { data, isLoading: false, isFetching: false, isError: false, refetch: () => undefined };
  }
  return { asked, useList };
}

function setup(props: { create?: boolean } = {}) {
  const list = fakeList();
  const user = userEvent.setup();
  renderWithProviders(
    <ResourceListPage<Row>
      heading="Things"
      create={props.create === false ? undefined : { to: '/admin/things/create', label: 'New thing' }}
      searchLabel="Search things"
      useList={list.useList}
      columns={[{ id: 'name', header: 'Name', cell: (r) => r.Name }]}
      rowKey={(r) => r.Id}
      loadError="The things could not be loaded."
      empty="There are no things yet."
    />,
    { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/things' },
  );
  return { ...list, user };
}

describe('ResourceListPage', () => {
  it('shows the heading, the create link, the search box, the first page and the pagination', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New thing' })).toHaveAttribute('href', '/en/admin/things/create');
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('');
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByText('Gamma')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('has no create link where records are only edited', () => {
    setup({ create: false });
    expect(screen.queryByRole('link', { name: 'New thing' })).not.toBeInTheDocument();
  });

  it('asks for the typed term once typing settles, and a new search starts again at page 1', async () => {
    const s = setup();
    await s.user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Epsilon')).toBeInTheDocument();
    expect(s.asked.at(-1)).toEqual({ page: 3, search: '' });

    await s.user.type(screen.getByRole('searchbox', { name: 'Search things' }), ' ta ');
    // debounced: no request for the half-typed term
    expect(s.asked.some((q) => q.search === 't')).toBe(false);
    await waitFor(() => expect(s.asked.at(-1)).toEqual({ page: 1, search: 'ta' }));
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByText('Delta')).toBeInTheDocument();
    expect(screen.queryByText('Epsilon')).not.toBeInTheDocument();
  });

  it('says nothing matches a search without hits, and no records at all without a search', async () => {
    const s = setup();
    await s.user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText('There are no things yet.')).not.toBeInTheDocument();
  });
});
