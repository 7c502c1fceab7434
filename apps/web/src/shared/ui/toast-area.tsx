import { Notifications } from '@mantine/notifications';

/** The toast area of the main layout region; one layout (shell or sign-in) mounts it at a time. */
export function ToastArea() {
  return <Notifications position="top-right" className="sy-toasts" limit={4} zIndex={400} />;
}
