import { describe, expect, it } from 'vitest';
import { displayPhone, normalizeEmail, normalizePhone, parseCredential } from './credential';

describe('normalizePhone', () => {
  it.each([
    ['09121234567', '+989121234567'],
    ['9121234567', '+989121234567'],
    ['+989121234567', '+989121234567'],
    ['00989121234567', '+989121234567'],
    ['989121234567', '+989121234567'],
    ['+98 912 123 4567', '+989121234567'],
    ['0912-123-4567', '+989121234567'],
    ['(0912) 123 4567', '+989121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '+989121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '+989121234567'],
    ['+۹۸۹۱۲۱۲۳۴۵۶۷', '+989121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '+989121234567'],
    // +98 0912…: the trunk zero typed after the country code is dropped.
    ['+9809121234567', '+989121234567'],
    ['00989351112233', '+989351112233'],
    // Zero-width non-joiner and direction marks that Persian keyboards and copy-paste leave behind.
    ['\u200e09121234567\u200f', '+989121234567'],
    ['0912\u200c1234567', '+989121234567'],
    // Other countries with their prefix.
    ['+447911123456', '+447911123456'],
    ['00447911123456', '+447911123456'],
    ['+44 7911 123456', '+447911123456'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+4915112345678', '+4915112345678'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each([
    // Iranian landlines: codes go by SMS.
    '02112345678',
    '+982112345678',
    '00982112345678',
    '982112345678',
    // Too short or too long.
    '0912123456',
    '091212345678',
    '+98912123456',
    '+9891212345678',
    '+1234567',
    '+1234567890123456',
    // A foreign number without its prefix is not guessed.
    '07911123456',
    '447911123456',
    // Country codes never start with 0.
    '+0447911123456',
    // Garbage.
    '',
    '   ',
    '+',
    '++989121234567',
    '09121234567x',
    'abc',
    '0912 123 456a',
    '+98-912-123-456-7-8',
    '1e10',
    '0x1234567890',
  ])('%j is refused', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['Sara@Example.com', 'sara@example.com'],
    ['  SARA.M+tag@Mail.Example.IR  ', 'sara.m+tag@mail.example.ir'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it.each([
    'sara',
    'sara@',
    '@example.com',
    'sara@example',
    'sara@example.c',
    'sa ra@example.com',
    'a@b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('%j is refused', (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });
});

describe('parseCredential', () => {
  it.each([
    ['09121234567', { kind: 'phone', value: '+989121234567' }],
    ['  +98 912 123 4567 ', { kind: 'phone', value: '+989121234567' }],
    ['۰۹۱۲۱۲۳۴۵۶۷', { kind: 'phone', value: '+989121234567' }],
    ['٠٩١٢١٢٣٤٥٦٧', { kind: 'phone', value: '+989121234567' }],
    ['00989121234567', { kind: 'phone', value: '+989121234567' }],
    ['+447911123456', { kind: 'phone', value: '+447911123456' }],
    ['Sara.M@Example.COM', { kind: 'email', value: 'sara.m@example.com' }],
    // Persian digits inside an email are read as Latin digits too.
    ['user۱۲@example.com', { kind: 'email', value: 'user12@example.com' }],
  ] as const)('%j → %o', (raw, expected) => {
    expect(parseCredential(raw)).toEqual(expected);
    // Phones and emails read the same whether usernames are allowed or not.
    expect(parseCredential(raw, { allowUsername: true })).toEqual(expected);
  });

  it('reads a username only when allowed, lowercased', () => {
    expect(parseCredential('Sara_M')).toBeNull();
    expect(parseCredential('Sara_M', { allowUsername: true })).toEqual({ kind: 'username', value: 'sara_m' });
    expect(parseCredential('sara.m2', { allowUsername: true })).toEqual({ kind: 'username', value: 'sara.m2' });
  });

  it.each(['ab', '1abc', '_sara', 'sara-m', 'سارا', 'sara m', `a${'b'.repeat(30)}`])('%j is not a username', (raw) => {
    expect(parseCredential(raw, { allowUsername: true })).toBeNull();
  });

  it.each([
    '',
    '   ',
    '02112345678',
    'not an email@',
    'sara@example',
    "'); DROP TABLE users;--",
    '<script>alert(1)</script>',
  ])('%j is refused', (raw) => {
    expect(parseCredential(raw)).toBeNull();
    expect(parseCredential(raw, { allowUsername: true })).toBeNull();
  });

  it('never reads a landline as a username', () => {
    // Starts with a digit, so it is not a username either: the caller gets "not valid", not "not found".
    expect(parseCredential('02112345678', { allowUsername: true })).toBeNull();
  });
});

describe('displayPhone', () => {
  it.each([
    ['+989121234567', '0912 123 4567'],
    ['+989351112233', '0935 111 2233'],
    ['+447911123456', '+447911123456'],
    ['+14155550123', '+14155550123'],
  ])('%s → %s', (e164, shown) => {
    expect(displayPhone(e164)).toBe(shown);
  });

  it('writes Persian digits on Persian pages, and still reads back', () => {
    expect(displayPhone('+989121234567', 'fa')).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(displayPhone('+447911123456', 'fa')).toBe('+۴۴۷۹۱۱۱۲۳۴۵۶');
    expect(normalizePhone(displayPhone('+989121234567', 'fa'))).toBe('+989121234567');
  });

  it('shows what normalizePhone reads back to the same number', () => {
    for (const raw of ['09121234567', '+44 7911 123456']) {
      const e164 = normalizePhone(raw)!;
      expect(normalizePhone(displayPhone(e164))).toBe(e164);
    }
  });
});
