import { TextInput } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadStatus } from '../../../shared/collections/collection';
import { clearSession } from '../../../shared/session/session-store';
import { signInAs } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import type { TFunction } from 'i18next';
import { DecisionQueue, queueTexts, type DecisionQueueTexts } from './decision-queue';

afterEach(() => {
  clearSession();
});

type Entry = { id: string; name: string };

const TEXTS: DecisionQueueTexts = {
  title: 'Widget review',
  intro: 'Widgets wait here.',
  readOnly: 'Deciding needs the Operator role.',
  refresh: 'Refresh widgets',
  loadFailed: 'The widgets could not be loaded.',
  empty: 'No widgets wait.',
  shown: '2 of 3 shown',
};

const queueOf = (status: LoadStatus, items: Entry[] = [], canLoadMore = false) => ({
  status,
  items,
  canLoadMore,
  load: vi.fn(),
  loadNextPage: vi.fn(),
});

const ENTRIES = [
  { id: 'w-1', name: 'Widget 1' },
  { id: 'w-2', name: 'Widget 2' },
];

function renderQueue(queue: ReturnType<typeof queueOf>, extra: { titleId?: string; withFilter?: boolean } = {}) {
  return renderWithProviders(
    <DecisionQueue
      queue={queue}
      texts={TEXTS}
      emptyIcon={IconChecklist}
      titleId={extra.titleId}
      filters={extra.withFilter ? <TextInput label="Colour" /> : undefined}
      renderItems={(items) => (
        <ul aria-labelledby={extra.titleId}>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    />,
  );
}

describe('DecisionQueue', () => {
  it('titles the page and the document, says what the queue is for, and lists the entries with their count', () => {
    signInAs('u-operator', ['OPERATOR']);
    const queue = queueOf('SUCCESS', ENTRIES, true);
    renderQueue(queue, { titleId: 'widget-title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Widget review' }).id).toBe('widget-title');
    expect(document.title).toContain('Widget review');
    expect(screen.getByText('Widgets wait here.')).toBeInTheDocument();
    // a writing operator gets no read-only note
    expect(screen.queryByText('Deciding needs the Operator role.')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Widget review' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Widget 1', 'Widget 2']);
    expect(screen.getByText('2 of 3 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(queue.loadNextPage).toHaveBeenCalledTimes(1);
  });

  it('tells a read-only operator that deciding needs the Operator role', () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    renderQueue(queueOf('SUCCESS', ENTRIES));
    expect(screen.getByText('Deciding needs the Operator role.')).toBeInTheDocument();
  });

  it('refreshes by loading again even when nothing changed here, and not while a page loads', () => {
    signInAs('u-operator', ['OPERATOR']);
    const queue = queueOf('SUCCESS', ENTRIES);
    const { unmount } = renderQueue(queue);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh widgets' }));
    expect(queue.load).toHaveBeenCalledExactlyOnceWith({ force: true });
    unmount();
    renderQueue(queueOf('PAGING_PENDING', ENTRIES));
    expect((screen.getByRole('button', { name: 'Refresh widgets' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the filters before Refresh', () => {
    signInAs('u-operator', ['OPERATOR']);
    renderQueue(queueOf('SUCCESS', ENTRIES), { withFilter: true });
    const colour = screen.getByLabelText('Colour');
    const refresh = screen.getByRole('button', { name: 'Refresh widgets' });
    expect(colour.compareDocumentPosition(refresh) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the loader while the first page loads', () => {
    signInAs('u-operator', ['OPERATOR']);
    renderQueue(queueOf('PENDING'));
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('2 of 3 shown')).not.toBeInTheDocument();
  });

  it("alerts the queue's own message when the first page failed, and tries again", () => {
    signInAs('u-operator', ['OPERATOR']);
    const queue = queueOf('FAILED');
    renderQueue(queue);
    expect(screen.getByRole('alert').textContent).toBe('The widgets could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(queue.load).toHaveBeenCalledExactlyOnceWith({ force: true });
  });

  it('says when nothing waits, without a list or a count', () => {
    signInAs('u-operator', ['OPERATOR']);
    renderQueue(queueOf('SUCCESS'));
    expect(screen.getByRole('status').textContent).toBe('No widgets wait.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('2 of 3 shown')).not.toBeInTheDocument();
  });
});

describe('queueTexts', () => {
  it('reads a queue’s texts from its catalogue, the footer with its counts', () => {
    const t = ((key: string, values?: object) =>
      values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
    expect(queueTexts(t, 'operator.rfqReview', { shown: 2, total: 5 })).toEqual({
      title: 'operator.rfqReview.title',
      intro: 'operator.rfqReview.intro',
      readOnly: 'operator.rfqReview.readOnly',
      refresh: 'operator.rfqReview.refresh',
      loadFailed: 'operator.rfqReview.loadFailed',
      empty: 'operator.rfqReview.empty',
      shown: 'operator.rfqReview.shown {"shown":2,"total":5}',
    });
  });
});
