import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, normalizeTaxId, taxIdKind } from '@farol/model';

describe('CPF check digits', () => {
  // 529.982.247-25. First: 5·10 + 2·9 + 9·8 + 9·7 + 8·6 + 2·5 + 2·4 + 4·3 + 7·2 = 295;
  // 295 mod 11 = 9 → 11 − 9 = 2. Second: 5·11 + 2·10 + 9·9 + 9·8 + 8·7 + 2·6 + 2·5 + 4·4 + 7·3
  // + 2·2 = 347; 347 mod 11 = 6 → 5. Check digits 25.
  it('accepts 529.982.247-25, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf(' 529 982 247 25 ')).toBe(true);
  });
  it.each([
    ['529.982.247-24', 'a wrong second digit'],
    ['529.982.247-15', 'a wrong first digit'],
    ['111.111.111-11', 'all digits the same (passes the sums, never issued)'],
    ['5299822472', 'ten digits'],
    ['529982247255', 'twelve digits'],
    ['52998224A25', 'a letter'],
  ])('refuses %s (%s)', (id) => {
    expect(isValidCpf(id)).toBe(false);
  });
  // A remainder below 2 gives 0. 000.000.006-04: first 6·2 = 12, 12 mod 11 = 1 → 0; second
  // 6·3 + 0·2 = 18, 18 mod 11 = 7 → 4. 000.000.031-07: first 3·3 + 1·2 = 11, mod 11 = 0 → 0;
  // second 3·4 + 1·3 + 0·2 = 15, mod 11 = 4 → 7. 000.000.001-91: first 1·2 = 2 → 9; second
  // 1·3 + 9·2 = 21, mod 11 = 10 → 1.
  it.each(['000.000.006-04', '000.000.031-07', '000.000.001-91'])(
    'gives 0 for remainders 0 and 1, else 11 − r: %s',
    (id) => {
      expect(isValidCpf(id)).toBe(true);
    },
  );
  it('refuses 000.000.006-14 (11 − 1 = 10 is never a digit: remainder 1 gives 0)', () => {
    expect(isValidCpf('000.000.006-14')).toBe(false);
  });
});

describe('CNPJ check digits', () => {
  // 11.222.333/0001-81. First: weights 5,4,3,2,9,8,7,6,5,4,3,2 over 1,1,2,2,2,3,3,3,0,0,0,1:
  // 5+4+6+4+18+24+21+18+0+0+0+2 = 102; 102 mod 11 = 3 → 8. Second: weights 6,5,4,3,2,9,8,7,6,
  // 5,4,3,2 over the same and 8: 6+5+8+6+4+27+24+21+0+0+0+3+16 = 120; 120 mod 11 = 10 → 1.
  it('accepts 11.222.333/0001-81', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  // Alphanumeric (IN RFB 2.229/2024), characters as ASCII − 48 (A=17 … E=21): 12.ABC.345/01DE-35.
  // First: 1·5 + 2·4 + 17·3 + 18·2 + 19·9 + 3·8 + 4·7 + 5·6 + 0·5 + 1·4 + 20·3 + 21·2 = 459;
  // 459 mod 11 = 8 → 3. Second: 1·6 + 2·5 + 17·4 + 18·3 + 19·2 + 3·9 + 4·8 + 5·7 + 0·6 + 1·5
  // + 20·4 + 21·3 + 3·2 = 424; 424 mod 11 = 6 → 5.
  it('accepts the alphanumeric 12.ABC.345/01DE-35, in lower case too', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });
  it.each([
    ['11.222.333/0001-82', 'a wrong second digit'],
    ['11.222.333/0001-71', 'a wrong first digit'],
    ['12.ABC.345/01DE-36', 'a wrong digit after letters'],
    ['12.ABC.345/01DE-3A', 'a letter as a check digit'],
    ['00.000.000/0000-00', 'all the same'],
    ['1122233300018', 'thirteen characters'],
  ])('refuses %s (%s)', (id) => {
    expect(isValidCnpj(id)).toBe(false);
  });
});

describe('taxIdKind', () => {
  it('names the kind of a valid id, or null', () => {
    expect(taxIdKind('529.982.247-25')).toBe('cpf');
    expect(taxIdKind('11.222.333/0001-81')).toBe('cnpj');
    expect(taxIdKind('123')).toBeNull();
    expect(normalizeTaxId('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
