/** Portuguese (Brazil) texts of the alerts, the update dialog and the chat link. */
export const noticesPtBR = {
  alerts: {
    region: 'Alertas',
    close: 'Fechar alerta',
    open: 'Abrir {{device}}',
    pinned: 'Fixado até ser fechado',
    repeated: '{{count}} vezes',
    unknownDevice: 'Dispositivo #{{id}}',
    noDevice: 'Aviso do servidor',
  },
  update: {
    title: 'NOVA VERSÃO DISPONÍVEL',
    text: 'Uma nova versão do sistema foi publicada. Recarregue a página para usá-la.',
    reload: 'Atualizar agora',
    later: 'Depois',
  },
  chat: {
    label: 'Fale conosco pelo WhatsApp',
  },
};

export type NoticesTranslation = typeof noticesPtBR;
