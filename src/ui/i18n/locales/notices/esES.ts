import type { NoticesTranslation } from './ptBR';

/** Spanish texts of the alerts, the update dialog and the chat link. */
export const noticesEsES: NoticesTranslation = {
  alerts: {
    region: 'Alertas',
    close: 'Cerrar alerta',
    open: 'Abrir {{device}}',
    pinned: 'Fijada hasta que se cierre',
    repeated: '{{count}} veces',
    unknownDevice: 'Dispositivo #{{id}}',
    noDevice: 'Aviso del servidor',
  },
  update: {
    title: 'NUEVA VERSIÓN DISPONIBLE',
    text: 'Se publicó una nueva versión del sistema. Recargue la página para usarla.',
    reload: 'Actualizar ahora',
    later: 'Más tarde',
  },
  chat: {
    label: 'Escríbanos por WhatsApp',
  },
};
