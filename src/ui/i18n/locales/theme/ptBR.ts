/** Portuguese (Brazil) texts of the Appearance screen (the white-label theme). */
export const themePtBR = {
  theme: {
    title: 'Aparência',
    preview: 'Pré-visualização',
    texts: 'Textos',
    colors: 'Cores',
    images: 'Imagens',
    saved: 'Aparência salva.',
    uploaded: 'Imagem enviada.',
    reset: 'Desfazer alterações',
    fields: {
      title: 'Título da página',
      appName: 'Nome do aplicativo',
      logoText: 'Texto do logotipo',
      whatsapp: 'WhatsApp de suporte',
    },
    color: {
      primary: 'Principal',
      primaryDark: 'Cabeçalho',
      accent: 'Destaque',
      success: 'Sucesso',
      danger: 'Perigo',
      warning: 'Alerta',
    },
    image: {
      'fav-icon': 'Ícone (favicon e aplicativo)',
      'bg-login': 'Fundo do login',
      'logo-login': 'Logotipo do login',
      'logo-interno': 'Logotipo interno',
    },
  },
};
