import { Notifications } from '@mantine/notifications';

/** The toast area of the main layout region; one layout (shell or sign-in) mounts it at a time. */
export function ToastArea() {
  return <Notifications position="top-right" top={72} limit={4} zIndex={400} />;
}
