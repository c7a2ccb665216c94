import { describe, expect, it } from 'vitest';
import { CITY_SORT_LABELS } from '@hotel/shared/city-search';
import ja from '../../locales/ja/citySearch.json';

describe('the city search’s sort links', () => {
  it('read in Japanese as the shared sort labels (decision 0038) name them', () => {
    expect({ price: ja.sortPrice, hotel: ja.sortHotel }).toEqual(CITY_SORT_LABELS);
  });
});
