import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import { applyBranding } from '../ui/branding/applyBrandColors';
import { detectLocale } from '../ui/i18n/detectLocale';
import { setupI18n } from '../ui/i18n/setupI18n';
import { App } from './App';
import { loadBranding } from './branding';
import { startCore } from './core';
import { startPwa } from './pwa';

async function main() {
  startPwa();
  const locale = detectLocale({
    query: window.location.search,
    browserLanguages: navigator.languages ?? [navigator.language],
    pageLanguage: document.documentElement.getAttribute('lang'),
  });
  document.documentElement.lang = locale;
  const [i18n, core, branding] = await Promise.all([
    setupI18n(locale),
    startCore(),
    loadBranding(),
  ]);
  applyBranding(branding, document.documentElement, document);
  createRoot(document.getElementById('root')!).render(
    <App core={core} i18n={i18n} branding={branding} />,
  );
}

void main();
