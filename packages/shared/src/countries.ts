/**
 * Countries and regions for the Register and guest forms (where the guest lives). Ordered by how often guests of a Jiangnan hotel group come from
 * them (China first), then roughly by region. `iso` keeps options apart where codes repeat (+1).
 */
export interface Country {
  iso: string;
  name: string;
  dial: string;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'CN', name: '中国', dial: '+86' },
  { iso: 'JP', name: '日本', dial: '+81' },
  { iso: 'HK', name: '香港', dial: '+852' },
  { iso: 'MO', name: 'マカオ', dial: '+853' },
  { iso: 'TW', name: '台湾', dial: '+886' },
  { iso: 'KR', name: '韓国', dial: '+82' },
  { iso: 'US', name: 'アメリカ合衆国', dial: '+1' },
  { iso: 'CA', name: 'カナダ', dial: '+1' },
  { iso: 'SG', name: 'シンガポール', dial: '+65' },
  { iso: 'MY', name: 'マレーシア', dial: '+60' },
  { iso: 'TH', name: 'タイ', dial: '+66' },
  { iso: 'VN', name: 'ベトナム', dial: '+84' },
  { iso: 'PH', name: 'フィリピン', dial: '+63' },
  { iso: 'ID', name: 'インドネシア', dial: '+62' },
  { iso: 'KH', name: 'カンボジア', dial: '+855' },
  { iso: 'MM', name: 'ミャンマー', dial: '+95' },
  { iso: 'MN', name: 'モンゴル', dial: '+976' },
  { iso: 'IN', name: 'インド', dial: '+91' },
  { iso: 'AU', name: 'オーストラリア', dial: '+61' },
  { iso: 'NZ', name: 'ニュージーランド', dial: '+64' },
  { iso: 'GB', name: 'イギリス', dial: '+44' },
  { iso: 'IE', name: 'アイルランド', dial: '+353' },
  { iso: 'FR', name: 'フランス', dial: '+33' },
  { iso: 'DE', name: 'ドイツ', dial: '+49' },
  { iso: 'IT', name: 'イタリア', dial: '+39' },
  { iso: 'ES', name: 'スペイン', dial: '+34' },
  { iso: 'PT', name: 'ポルトガル', dial: '+351' },
  { iso: 'NL', name: 'オランダ', dial: '+31' },
  { iso: 'BE', name: 'ベルギー', dial: '+32' },
  { iso: 'CH', name: 'スイス', dial: '+41' },
  { iso: 'AT', name: 'オーストリア', dial: '+43' },
  { iso: 'SE', name: 'スウェーデン', dial: '+46' },
  { iso: 'NO', name: 'ノルウェー', dial: '+47' },
  { iso: 'DK', name: 'デンマーク', dial: '+45' },
  { iso: 'FI', name: 'フィンランド', dial: '+358' },
  { iso: 'PL', name: 'ポーランド', dial: '+48' },
  { iso: 'RU', name: 'ロシア', dial: '+7' },
  { iso: 'TR', name: 'トルコ', dial: '+90' },
  { iso: 'AE', name: 'アラブ首長国連邦', dial: '+971' },
  { iso: 'QA', name: 'カタール', dial: '+974' },
  { iso: 'SA', name: 'サウジアラビア', dial: '+966' },
  { iso: 'IL', name: 'イスラエル', dial: '+972' },
  { iso: 'EG', name: 'エジプト', dial: '+20' },
  { iso: 'ZA', name: '南アフリカ', dial: '+27' },
  { iso: 'BR', name: 'ブラジル', dial: '+55' },
  { iso: 'MX', name: 'メキシコ', dial: '+52' },
  { iso: 'AR', name: 'アルゼンチン', dial: '+54' },
];

export const DEFAULT_COUNTRY = COUNTRIES[0]!;

export function countryByName(name: string): Country | undefined {
  const wanted = name.trim();
  return COUNTRIES.find((c) => c.name === wanted);
}
