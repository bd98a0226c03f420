import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Table } from './Table';
import { useBlockColumn, type BlockColumnText } from './useBlockColumn';

interface U {
  Id: string;
  Name: string;
  IsBlocked: boolean;
  Main: boolean;
}
const t: BlockColumnText = (key, values) => ({ blockedColumn: 'Blocked', yes: 'Yes', no: 'No', blockLabel: `Block ${values?.name}`, blocked: `${values?.name} blocked`, unblocked: `${values?.name} unblocked`, blockFailed: 'Blocking failed' })[key];

function Users({ rows, block }: { rows: U[]; block: (u: U, b: boolean) => Promise<unknown> }) {
  const column = useBlockColumn<U>({ block, locked: (u) => u.Main, name: (u) => u.Name, t });
  return <Table caption="Users" columns={[{ id: 'name', header: 'Name', cell: (u: U) => u.Name }, column]} rows={rows} rowKey={(u) => u.Id} />;
}

function toasts() {
  const seen: string[] = [];
  const l = (e: Event) => seen.push((e as CustomEvent<{ text: string }>).detail.text);
  window.addEventListener('portal:toast', l);
  return { seen, stop: () => window.removeEventListener('portal:toast', l) };
}

describe('useBlockColumn', () => {
  it('switches a user at once and toasts; a locked user shows Yes/No', async () => {
    const block = jest.fn(() => Promise.resolve());
    const seen = toasts();
    render(
      <Users
        rows={[
          { Id: 'a', Name: 'Ann', IsBlocked: false, Main: false },
          { Id: 'b', Name: 'Bob', IsBlocked: true, Main: true },
        ]}
        block={block}
      />,
    );
    expect(screen.getByText('Yes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Block Ann' }));
    await waitFor(() => expect(seen.seen).toEqual(['Ann blocked']));
    seen.stop();
    expect(block).toHaveBeenCalledWith(expect.objectContaining({ Id: 'a' }), true);
    expect(screen.queryByRole('switch', { name: 'Block Bob' })).not.toBeInTheDocument();
  });

  it('toasts the failure', async () => {
    const seen = toasts();
    render(<Users rows={[{ Id: 'a', Name: 'Ann', IsBlocked: false, Main: false }]} block={() => Promise.reject(new Error('down'))} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Block Ann' }));
    await waitFor(() => expect(seen.seen).toEqual(['Blocking failed']));
    seen.stop();
    expect(screen.getByRole('switch', { name: 'Block Ann' })).toBeEnabled();
  });
});
