/** Hotel brands and the property brand shown on the about page. */
export interface DemoBrand {
  slug: string;
  kind: 'hotel' | 'property';
  name: string;
  nameEn: string;
  tagline: string;
  description: string;
  sortOrder: number;
}

export const brandLogo = (slug: string): string => `/img/brands/${slug}.svg`;
export const brandImage = (slug: string): string => `/img/brands/${slug}.webp`;

export const DEMO_BRANDS: DemoBrand[] = [
  {
    slug: 'felton-grand',
    kind: 'hotel',
    name: 'フェルトン・グランド',
    nameEn: 'FELTON GRAND',
    tagline: '江南の美意識を、最上のひとときに。',
    description:
      'フェルトン・グランドは、グループの最上級ブランドです。江南を代表する景勝地に立地し、宋代の美意識を映した静謐なデザイン、地元の食材を生かした料理、一人ひとりに寄り添うバトラーサービスで、特別な滞在をお届けします。記念日の旅や国際会議、要人のご宿泊まで、格式と温もりを兼ね備えたおもてなしで、その土地ならではの時間を演出いたします。',
    sortOrder: 1,
  },
  {
    slug: 'felton',
    kind: 'hotel',
    name: 'フェルトン',
    nameEn: 'FELTON',
    tagline: '街とつながる、心地よい拠点。',
    description:
      'フェルトンは、江南の主要都市の中心部に展開するフルサービスホテルブランドです。機能的で居心地のよい客室、地元の味を楽しめるレストラン、充実した会議・宴会施設を備え、ビジネスにも観光にも頼れる拠点としてお迎えします。スタッフは地域の魅力に精通しており、街歩きや食事処のご案内など、旅をより豊かにするご提案を心がけています。',
    sortOrder: 2,
  },
  {
    slug: 'yunqi',
    kind: 'hotel',
    name: '雲栖リゾート',
    nameEn: 'YUNQI RESORTS',
    tagline: '山と茶と、深呼吸する時間。',
    description:
      '雲栖リゾートは、竹林や茶畑に囲まれた自然豊かな土地に佇むリゾートブランドです。中国の伝統的な養生の知恵を取り入れたスパ、朝のヨガや森林浴、茶摘みと製茶の体験など、心と体を整えるプログラムをご用意しています。季節の山の幸を用いた料理とともに、都会の喧騒を離れて、ゆっくりと自分自身に向き合うひとときをお過ごしください。',
    sortOrder: 3,
  },
  {
    slug: 'qinghe',
    kind: 'hotel',
    name: '清和イン',
    nameEn: 'QINGHE INN',
    tagline: '水郷の暮らしに、そっと泊まる。',
    description:
      '清和インは、江南の水郷に残る古い町家を改修した、客室数二十室前後の小さな宿のブランドです。白壁と黒瓦の建物、運河を行き交う舟の音、朝市の賑わいなど、土地の暮らしを身近に感じていただける滞在を目指しています。現在、烏鎮や同里をはじめとする歴史ある水郷の町での開業を準備しており、詳細は決まり次第お知らせいたします。',
    sortOrder: 4,
  },
  {
    slug: 'felton-estate',
    kind: 'property',
    name: 'フェルトン・エステート',
    nameEn: 'FELTON ESTATE',
    tagline: 'ホテルのサービスを、暮らしの中に。',
    description:
      'フェルトン・エステートは、ホテル運営で培ったノウハウを生かしたサービスアパートメントとブランドレジデンスの事業ブランドです。長期出張や駐在のご家族に向けて、家具・家電付きの住まいに、ハウスキーピング、コンシェルジュ、フィットネスなどのホテル品質のサービスを組み合わせてご提供します。杭州と寧波で運営しており、一か月からの滞在にご利用いただけます。',
    sortOrder: 5,
  },
];
