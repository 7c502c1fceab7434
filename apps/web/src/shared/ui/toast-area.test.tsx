import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notify } from './notify';
import { ToastArea } from './toast-area';

afterEach(() => {
  act(() => notifications.clean());
});

describe('ToastArea', () => {
  it('mounts no container while there is no toast', () => {
    renderWithProviders(<ToastArea />);
    expect(document.querySelector('.sy-toasts')).toBeNull();
  });

  it('shows a toast raised before it mounted', async () => {
    notify({ level: 'ERROR', message: 'Raised before the area was there' });
    renderWithProviders(<ToastArea />);
    expect(await screen.findByText('Raised before the area was there')).toBeInTheDocument();
  });

  it('loads the container with the first toast and shows the ones after it', async () => {
    renderWithProviders(<ToastArea />);
    act(() => void notify({ level: 'SUCCESS', message: 'First toast' }));
    expect(await screen.findByText('First toast')).toBeInTheDocument();
    act(() => void notify({ level: 'INFO', message: 'Second toast' }));
    expect(await screen.findByText('Second toast')).toBeInTheDocument();
    expect(document.querySelector('.sy-toasts')).not.toBeNull();
  });
});
