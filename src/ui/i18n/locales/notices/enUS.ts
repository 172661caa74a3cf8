import type { NoticesTranslation } from './ptBR';

/** English texts of the alerts, the update dialog and the chat link. */
export const noticesEnUS: NoticesTranslation = {
  alerts: {
    region: 'Alerts',
    close: 'Close alert',
    open: 'Open {{device}}',
    pinned: 'Pinned until closed',
    repeated: '{{count}} times',
    unknownDevice: 'Device #{{id}}',
    noDevice: 'Server notice',
  },
  update: {
    title: 'NEW VERSION AVAILABLE',
    text: 'A new version has been published. Reload the page to use it.',
    reload: 'Reload now',
    later: 'Later',
  },
  chat: {
    label: 'Chat with us on WhatsApp',
  },
};
