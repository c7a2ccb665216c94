import { describe, expect, it } from 'vitest';
import { localize, sourceFingerprint, translationStatus, withTranslation } from './content-translation.ts';

const room = { code: 'DK', name: 'デラックスキング', bedType: 'キング', features: ['禁煙', '眺望'], facilities: [] as string[], remark: '', sizeSqm: 40 };

describe('content translations', () => {
  it('reads Japanese as stored, untouched by any translation', () => {
    const translations = withTranslation('roomType', room, {}, 'en', { name: 'Deluxe King' });
    expect(localize('roomType', room, translations, 'ja')).toEqual({ value: room, untranslated: false });
  });

  it('lays the written fields over the Japanese and says when some are missing', () => {
    const partial = withTranslation('roomType', room, {}, 'en', { name: 'Deluxe King', bedType: '  ' });
    const read = localize('roomType', room, partial, 'en');
    expect(read.value).toMatchObject({ name: 'Deluxe King', bedType: 'キング', features: ['禁煙', '眺望'], sizeSqm: 40 });
    expect(read.untranslated).toBe(true);
    expect(localize('roomType', room, partial, 'zh')).toEqual({ value: room, untranslated: true });

    const whole = withTranslation('roomType', room, partial, 'en', { name: 'Deluxe King', bedType: 'King', features: ['Non-smoking', 'View', ' '] });
    expect(localize('roomType', room, whole, 'en')).toEqual({
      value: { ...room, name: 'Deluxe King', bedType: 'King', features: ['Non-smoking', 'View'] },
      untranslated: false,
    });
  });

  it('tells missing, partial, complete and outdated apart', () => {
    expect(translationStatus('roomType', room, {}, 'zh')).toBe('missing');
    const partial = withTranslation('roomType', room, {}, 'zh', { name: '豪华大床房' });
    expect(translationStatus('roomType', room, partial, 'zh')).toBe('partial');
    const whole = withTranslation('roomType', room, partial, 'zh', { name: '豪华大床房', bedType: '大床', features: ['禁烟', '景观'] });
    expect(translationStatus('roomType', room, whole, 'zh')).toBe('complete');
    expect(translationStatus('roomType', room, whole, 'en')).toBe('missing');
    const edited = { ...room, name: 'デラックスキング（改装済）' };
    expect(sourceFingerprint('roomType', edited)).not.toBe(sourceFingerprint('roomType', room));
    expect(translationStatus('roomType', edited, whole, 'zh')).toBe('outdated');
  });

  it('drops a language whose fields are all blank, keeping the other', () => {
    const both = withTranslation('banner', { title: '冬', subTitle: '' }, withTranslation('banner', { title: '冬', subTitle: '' }, {}, 'zh', { title: '冬季' }), 'en', { title: 'Winter' });
    const cleared = withTranslation('banner', { title: '冬', subTitle: '' }, both, 'zh', { title: '' });
    expect(cleared).toEqual({ en: both.en });
  });
});
