import { describe, expect, it } from 'vitest';
import { isReservedPathWord, languageOfAcceptLanguage, languageOfPath, localizedPath, withoutLanguage } from './site-language.ts';

describe('site languages', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/home')).toBe('ja');
    expect(languageOfPath('/zh')).toBe('zh');
    expect(languageOfPath('/zh/pro001/rooms')).toBe('zh');
    expect(languageOfPath('/en/home')).toBe('en');
    expect(languageOfPath('/zhx/home')).toBe('ja');
    expect(languageOfPath('/pro001/zh')).toBe('ja');
  });

  it('adds and removes the prefix, keeping the query', () => {
    expect(localizedPath('/home', 'ja')).toBe('/home');
    expect(localizedPath('/home?x=1', 'zh')).toBe('/zh/home?x=1');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/?reason=a', 'en')).toBe('/en?reason=a');
    expect(localizedPath('https://example.com/home', 'zh')).toBe('https://example.com/home');
    expect(withoutLanguage('/zh/pro001/home')).toBe('/pro001/home');
    expect(withoutLanguage('/en')).toBe('/');
    expect(withoutLanguage('/home')).toBe('/home');
  });

  it('reserves zh and en', () => {
    expect(isReservedPathWord('zh')).toBe(true);
    expect(isReservedPathWord('EN')).toBe(true);
    expect(isReservedPathWord('ja')).toBe(false);
    expect(isReservedPathWord('pro001')).toBe(false);
  });

  it('takes the best-weighted language we have from Accept-Language, else Japanese', () => {
    expect(languageOfAcceptLanguage(undefined)).toBe('ja');
    expect(languageOfAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOfAcceptLanguage('fr-FR, en-GB;q=0.5, zh;q=0.4')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.2, ja;q=0.9')).toBe('ja');
    expect(languageOfAcceptLanguage('de, fr')).toBe('ja');
    expect(languageOfAcceptLanguage('en;q=0')).toBe('ja');
  });
});
