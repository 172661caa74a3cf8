import type { DriversTranslation } from './ptBR';

/** Spanish texts of the driver's login and check-in screens. */
export const driversEsES: DriversTranslation = {
  driverLogin: {
    title: 'Acceso del conductor',
    subtitle: 'Regístrese en el vehículo con el código QR',
    username: 'Usuario del conductor',
  },
  qrDriver: {
    title: 'Registro del conductor',
    current: 'Está en {{device}}',
    none: 'No está en ningún vehículo.',
    scan: 'Leer el código QR del vehículo',
    stopScan: 'Detener lectura',
    scanning: 'Apunte la cámara al código QR del vehículo',
    noCamera: 'No se pudo usar la cámara: {{reason}}',
    notACode: 'Este código QR no es de un vehículo de este sistema.',
    checkingIn: 'Registrando…',
    checkedIn: 'Registrado en {{device}}',
    checkOut: 'Salir del vehículo',
    checkingOut: 'Saliendo…',
    checkedOut: 'Salida registrada.',
    already: 'Ya está en este vehículo.',
    failed: 'No se pudo completar: {{reason}}',
    device: 'Vehículo #{{id}}',
    logout: 'Salir',
    back: 'Volver',
    unlock: {
      sent: 'Vehículo desbloqueado.',
      queued: 'Desbloqueo enviado: el vehículo lo recibe en su próxima comunicación.',
      unsupported: 'Este vehículo no acepta el comando de desbloqueo.',
      failed: 'Error al enviar el desbloqueo.',
      notAllowed: 'El vehículo está bloqueado y usted no puede desbloquearlo.',
    },
  },
};
