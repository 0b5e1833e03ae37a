import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import {
  ItemPicker,
  LocationPicker,
  NamePicker,
  StockLinePicker,
  type ItemChoice,
  type ItemSearch,
} from '.';

const item = (code: string, name: string): ItemChoice => ({
  id: code,
  code,
  name,
  defaultPackSize: 1,
  isVaccine: false,
});
const CATALOGUE = [item('ABC', 'Abacavir + lamivudine'), item('IBU', 'Ibuprofen 200 mg tablet')];

/** A search that answers only when the test says so, with the items matching the text. */
function slowSearch() {
  const answered = new Set<string>();
  let rerender: () => void = () => undefined;
  function useSearch(text: string): ItemSearch {
    const [, setTick] = useState(0);
    rerender = () => setTick((n) => n + 1);
    const done = answered.has(text);
    return {
      items: done
        ? CATALOGUE.filter((i) => i.name.toLowerCase().includes(text.toLowerCase()))
        : CATALOGUE,
      answered: done,
    };
  }
  return {
    useSearch,
    answer: (text: string) => {
      answered.add(text);
      rerender();
    },
  };
}

describe('ItemPicker', () => {
  it('never lets Enter choose an item that does not match what is typed, while the search is on its way', async () => {
    const search = slowSearch();
    search.answer('');
    const onChange = vi.fn();
    renderWithProviders(
      <ItemPicker label="Item" value={null} onChange={onChange} useSearch={search.useSearch} />,
    );
    const box = screen.getByRole('combobox', { name: 'Item' });
    await userEvent.type(box, 'ibupro');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalledWith(CATALOGUE[0]);
    search.answer('ibupro');
    await waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
    await userEvent.click(box);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IBU · Ibuprofen 200 mg tablet']);
  });
});

describe('LocationPicker and NamePicker', () => {
  it('offer none first, then the choices the caller gives', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <LocationPicker
          label="Location"
          value=""
          onChange={onChange}
          locations={[{ id: 'l1', code: 'COLD-1', name: 'Fridge' }]}
        />
        <NamePicker
          name="supplier"
          label="Supplier"
          value=""
          onChange={vi.fn()}
          names={[{ id: 'n1', name: 'Central Medical Stores' }]}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['No location', 'COLD-1 · Fridge']);
    await userEvent.click(options[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('l1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Supplier' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Central Medical Stores']);
  });
});

describe('StockLinePicker', () => {
  it('shows each batch with its expiry and available packs; one that cannot be issued is greyed with why', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <StockLinePicker
        label="Batch"
        value=""
        onChange={onChange}
        lines={[
          {
            id: 's1',
            batch: 'B-1',
            expiryDate: '2027-03-31',
            availableNumberOfPacks: 1200,
            location: { code: 'COLD-1' },
          },
          {
            id: 's2',
            batch: null,
            expiryDate: null,
            availableNumberOfPacks: 5,
            unusable: 'Expired',
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Batch' }));
    const [usable, expired] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(usable).toHaveTextContent('B-1 · 31/03/2027 · COLD-1');
    expect(usable).toHaveTextContent('Available packs: 1,200');
    expect(expired).toHaveTextContent('No batch');
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(usable as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('s1');
  });

  it('says when the item has no batches', async () => {
    renderWithProviders(<StockLinePicker label="Batch" value="" onChange={vi.fn()} lines={[]} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Batch' }));
    expect(screen.getByRole('option', { name: 'No batches of this item' })).toBeInTheDocument();
  });
});
