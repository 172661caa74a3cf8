/** Spanish texts of the Appearance screen (the white-label theme). */
export const themeEsES = {
  theme: {
    title: 'Apariencia',
    preview: 'Vista previa',
    texts: 'Textos',
    colors: 'Colores',
    images: 'Imágenes',
    saved: 'Apariencia guardada.',
    uploaded: 'Imagen enviada.',
    reset: 'Deshacer cambios',
    fields: {
      title: 'Título de la página',
      appName: 'Nombre de la aplicación',
      logoText: 'Texto del logotipo',
      whatsapp: 'WhatsApp de soporte',
    },
    color: {
      primary: 'Principal',
      primaryDark: 'Encabezado',
      accent: 'Acento',
      success: 'Éxito',
      danger: 'Peligro',
      warning: 'Alerta',
    },
    image: {
      'fav-icon': 'Icono (favicon y aplicación)',
      'bg-login': 'Fondo del inicio de sesión',
      'logo-login': 'Logotipo del inicio de sesión',
      'logo-interno': 'Logotipo interno',
    },
  },
};
