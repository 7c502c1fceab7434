import { Notifications } from '@mantine/notifications';

/** Mantine's notifications container, as the toast area shows it (loaded with the first toast: toast-area.tsx). */
export function ToastStack() {
  return <Notifications position="top-right" className="sy-toasts" limit={4} zIndex={400} />;
}
