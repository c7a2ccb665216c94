/** City groups and cities of the demo group (codes are upper case, images lower case). */
export interface DemoCityGroup {
  key: 'zhejiang' | 'jiangsu';
  name: string;
  sortOrder: number;
}

export interface DemoCity {
  code: string;
  name: string;
  groupKey: DemoCityGroup['key'];
  sortOrder: number;
}

export const DEMO_CITY_GROUPS: DemoCityGroup[] = [
  { key: 'zhejiang', name: '浙江エリア', sortOrder: 1 },
  { key: 'jiangsu', name: '江蘇エリア', sortOrder: 2 },
];

export const DEMO_CITIES: DemoCity[] = [
  { code: 'HGH', name: '杭州', groupKey: 'zhejiang', sortOrder: 1 },
  { code: 'SHX', name: '紹興', groupKey: 'zhejiang', sortOrder: 2 },
  { code: 'NGB', name: '寧波', groupKey: 'zhejiang', sortOrder: 3 },
  { code: 'HZH', name: '湖州', groupKey: 'zhejiang', sortOrder: 4 },
  { code: 'SZV', name: '蘇州', groupKey: 'jiangsu', sortOrder: 5 },
];

export const cityImage = (code: string): string => `/img/cities/${code.toLowerCase()}.webp`;
