import { AlertToasts } from './AlertToasts';
import { ChatLink } from './ChatLink';
import { UpdateDialog } from './UpdateDialog';

/** What the signed-in screens show above the map: alert toasts, the chat link, the update dialog. */
export function LiveNotices() {
  return (
    <>
      <AlertToasts />
      <ChatLink />
      <UpdateDialog />
    </>
  );
}
