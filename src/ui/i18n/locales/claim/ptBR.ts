/** Portuguese (Brazil) texts of the claim screen (`/autolink`). */
export const claimPtBR = {
  claim: {
    title: 'Adicionar dispositivo',
    intro:
      'Informe o IMEI do rastreador que você recebeu para vinculá-lo à sua conta. Ele aparece na etiqueta do aparelho.',
    fields: { imei: 'IMEI', plate: 'Placa', model: 'Modelo' },
    imeiHint: 'O identificador que o rastreador informa, geralmente 15 dígitos.',
    optional: 'Opcional',
    plateHint: 'O dispositivo passa a se chamar “seu nome - placa”.',
    categoryHint: 'Sem escolha, o dispositivo mantém o ícone que já tem.',
    submit: 'Vincular',
    submitting: 'Vinculando…',
    failed: 'Não foi possível vincular: {{reason}}',
    notInStock: 'O rastreador ainda não está cadastrado?',
    register: 'Cadastrar novo dispositivo',
  },
};
