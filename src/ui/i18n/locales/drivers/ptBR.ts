/** Portuguese (Brazil) texts of the driver's login and check-in screens (/motorista, /qr-driver). */
export const driversPtBR = {
  driverLogin: {
    title: 'Acesso do motorista',
    subtitle: 'Faça check-in no veículo pelo QR code',
    username: 'Usuário do motorista',
  },
  qrDriver: {
    title: 'Check-in do motorista',
    current: 'Você está em {{device}}',
    none: 'Você não está em nenhum veículo.',
    scan: 'Ler QR code do veículo',
    stopScan: 'Parar leitura',
    scanning: 'Aponte a câmera para o QR code do veículo',
    noCamera: 'Não foi possível usar a câmera: {{reason}}',
    notACode: 'Este QR code não é de um veículo deste sistema.',
    checkingIn: 'Fazendo check-in…',
    checkedIn: 'Check-in feito em {{device}}',
    checkOut: 'Fazer check-out',
    checkingOut: 'Fazendo check-out…',
    checkedOut: 'Check-out feito.',
    already: 'Você já está neste veículo.',
    failed: 'Não foi possível concluir: {{reason}}',
    device: 'Veículo #{{id}}',
    logout: 'Sair',
    back: 'Voltar',
    unlock: {
      sent: 'Veículo desbloqueado.',
      queued: 'Desbloqueio enviado: o veículo o recebe na próxima comunicação.',
      unsupported: 'Este veículo não aceita o comando de desbloqueio.',
      failed: 'Falha ao enviar o desbloqueio.',
      notAllowed: 'O veículo está bloqueado e você não pode desbloqueá-lo.',
    },
  },
};

export type DriversTranslation = typeof driversPtBR;
