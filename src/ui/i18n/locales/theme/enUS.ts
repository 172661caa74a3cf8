/** English texts of the Appearance screen (the white-label theme). */
export const themeEnUS = {
  theme: {
    title: 'Appearance',
    preview: 'Preview',
    texts: 'Texts',
    colors: 'Colours',
    images: 'Images',
    saved: 'Appearance saved.',
    uploaded: 'Image uploaded.',
    reset: 'Undo changes',
    fields: {
      title: 'Page title',
      appName: 'App name',
      logoText: 'Logo text',
      whatsapp: 'Support WhatsApp',
    },
    color: {
      primary: 'Primary',
      primaryDark: 'Header',
      accent: 'Accent',
      success: 'Success',
      danger: 'Danger',
      warning: 'Warning',
    },
    image: {
      'fav-icon': 'Icon (favicon and app)',
      'bg-login': 'Login background',
      'logo-login': 'Login logo',
      'logo-interno': 'Inside logo',
    },
  },
};
