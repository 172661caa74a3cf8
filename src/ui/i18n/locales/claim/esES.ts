/** Spanish texts of the claim screen (`/autolink`). */
export const claimEsES = {
  claim: {
    title: 'Añadir dispositivo',
    intro:
      'Indique el IMEI del rastreador que recibió para vincularlo a su cuenta. Aparece en la etiqueta del equipo.',
    fields: { imei: 'IMEI', plate: 'Matrícula', model: 'Modelo' },
    imeiHint: 'El identificador que informa el rastreador, normalmente 15 dígitos.',
    optional: 'Opcional',
    plateHint: 'El dispositivo pasa a llamarse “su nombre - matrícula”.',
    categoryHint: 'Sin elegir, el dispositivo mantiene el icono que ya tiene.',
    submit: 'Vincular',
    submitting: 'Vinculando…',
    failed: 'No se pudo vincular: {{reason}}',
    notInStock: '¿El rastreador aún no está registrado?',
    register: 'Registrar un dispositivo nuevo',
  },
};
