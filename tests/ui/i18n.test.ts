import { describe, expect, it } from 'vitest';
import { matchLocale } from '@farol/model';
import { detectLocale } from '../../src/ui/i18n/detectLocale';
import { enUS } from '../../src/ui/i18n/locales/enUS';
import { esES } from '../../src/ui/i18n/locales/esES';
import { ptBR } from '../../src/ui/i18n/locales/ptBR';
import { missingKeyText, setupI18n } from '../../src/ui/i18n/setupI18n';

describe('detectLocale (SPEC §1)', () => {
  const base = { query: '', browserLanguages: [] as string[], pageLanguage: null };

  it.each([
    ['?lang=es-ES', ['en-US'], 'pt-BR', 'es-ES'],
    ['?lang=en', ['pt-BR'], null, 'en-US'],
    ['', ['es-AR', 'en'], 'pt-BR', 'es-ES'],
    ['', ['fr-FR', 'en-GB'], null, 'en-US'],
    ['', ['fr-FR'], 'es', 'es-ES'],
    ['', ['fr-FR'], null, 'pt-BR'],
    ['?lang=xx', [], null, 'pt-BR'],
  ])('query %s, browser %j, page %s → %s', (query, browserLanguages, pageLanguage, expected) => {
    expect(detectLocale({ ...base, query, browserLanguages, pageLanguage })).toBe(expected);
  });

  it('matches exact tags, underscores and bare languages', () => {
    expect(matchLocale('pt_br')).toBe('pt-BR');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('de')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe('translations', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('every locale has every key of pt-BR', () => {
    expect(keys(esES).sort()).toEqual(keys(ptBR).sort());
    expect(keys(enUS).sort()).toEqual(keys(ptBR).sort());
  });

  it('keeps the SPEC Portuguese strings verbatim', () => {
    expect(ptBR.errors.FILL_ALL_FIELDS).toBe('Por favor preencha todos os campos.');
    expect(ptBR.errors.HTTP_401_UNAUTHORIZED).toBe('Combinação de usuário e senha inválidos.');
    expect(ptBR.errors.FILL_NAME).toBe('O nome do campo é obrigatório.');
    expect(ptBR.errors.USER_NOT_AUTHED).toBe('Atualize a sua página');
    expect(ptBR.errors.WRITE_ACCESS_DENIED).toBe('ACESSO NEGADO');
    expect(ptBR.userMenu.expiresIn).toBe('Expira em');
  });

  it('carries the version strings of SPEC §1', () => {
    expect(ptBR.version).toBe('1.12.7');
    expect(esES.version).toBe('1.7.3');
  });

  it('falls back to en-US and wraps a missing key in markers', async () => {
    const i18n = await setupI18n('es-ES');
    expect(i18n.t('login.remember')).toBe('Recordarme');
    expect(i18n.t('no.such.key')).toBe(missingKeyText('no.such.key'));
    expect(missingKeyText('x')).toBe('⟦x⟧');
  });
});
