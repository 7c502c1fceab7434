import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's container with its transitions and react-remove-scroll is 12 KB gzip that a page without a toast
// never needs (the sign-in page's JS is budgeted, issue 11): it loads with the first toast. Toasts live in
// Mantine's store, so those raised before it is there show when it mounts.
const ToastStack = lazy(async () => ({ default: (await import('./toast-stack')).ToastStack }));

/** The toast area of the main layout region; one layout (shell or sign-in) mounts it at a time. */
export function ToastArea() {
  const { notifications, queue } = useNotifications();
  // once there, the container stays: it animates the last toast out and has the next at once
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
