import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { LoadStatus } from './collection';
import { CollectionFooter } from './collection-footer';

const collection = (status: LoadStatus, canLoadMore: boolean) => ({
  status,
  canLoadMore,
  loadNextPage: vi.fn(() => true),
});

describe('CollectionFooter', () => {
  it('announces what is shown and loads the next page on Load more', () => {
    const list = collection('SUCCESS', true);
    renderWithProviders(<CollectionFooter collection={list} shown="10 of 12 shown" />);
    expect(screen.getByText('10 of 12 shown').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.loadNextPage).toHaveBeenCalledOnce();
  });

  it('keeps Load more, busy, while the next page loads', () => {
    renderWithProviders(<CollectionFooter collection={collection('PAGING_PENDING', false)} shown="10 of 12 shown" />);
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('data-loading')).toBe(true);
  });

  it('drops Load more on the last page but still says what is shown', () => {
    renderWithProviders(<CollectionFooter collection={collection('SUCCESS', false)} shown="12 of 12 shown" />);
    expect(screen.getByText('12 of 12 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('without a count, shows Load more alone, and nothing on the last page', () => {
    const { container, rerender } = renderWithProviders(<CollectionFooter collection={collection('SUCCESS', true)} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    rerender(<CollectionFooter collection={collection('SUCCESS', false)} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });
});
