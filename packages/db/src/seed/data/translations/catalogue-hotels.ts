import type { Bilingual, BrandWords, HotelWords } from '../../seed-translations-catalogue.ts';

/** The group row and the six hotels in Chinese and English, by hotel code (kind 'hotel'). */
export const HOTEL_TRANSLATIONS: Record<string, Bilingual<HotelWords>> = {
  pro018: {
    zh: {
      name: '费尔顿酒店及度假村',
      shortName: '费尔顿',
      feature: '酒店集团',
      businessType: '酒店管理',
      description:
        '费尔顿酒店及度假村是总部位于杭州的酒店集团。秉承“让江南之美融入旅途的每一刻”的理念，集团旗下拥有费尔顿至尊、费尔顿、云栖度假村、清和客栈四大酒店品牌，以及服务式公寓品牌费尔顿府邸。从西湖之畔的旗舰酒店，到茶园环抱的度假村，再到运河古城中的城市酒店，我们珍视每一方水土的文化与美食，以用心的款待迎接来自海内外的宾客。',
      address: '浙江省杭州市上城区富春路701号 费尔顿中心18楼',
    },
    en: {
      name: 'Felton Hotels & Resorts',
      shortName: 'Felton',
      feature: 'Hotel group',
      businessType: 'Hotel management',
      description:
        'Felton Hotels & Resorts is a hotel group headquartered in Hangzhou. Guided by the idea of bringing the beauty of Jiangnan to every moment of a journey, it operates four hotel brands (Felton Grand, Felton, Yunqi Resorts and Qinghe Inn) as well as Felton Estate serviced apartments. From a flagship hotel on the shore of West Lake to a resort among tea gardens and city hotels in historic canal towns, each of our properties honours the culture and cuisine of its place and welcomes guests from China and around the world.',
      address: '18F Felton Center, 701 Fuchun Road, Shangcheng District, Hangzhou, Zhejiang',
    },
  },
  pro001: {
    zh: {
      name: '杭州西湖费尔顿至尊酒店',
      shortName: '杭州西湖',
      feature: '湖畔度假',
      businessType: '奢华酒店',
      description:
        '杭州西湖费尔顿至尊酒店坐落于西湖西岸，掩映在杨公堤的葱郁绿意之中，是集团的旗舰酒店。多数客房可远眺湖光或庭园景致，苏堤晨雾、雷峰夕照近在咫尺。酒店以宋代文人宅邸为设计灵感，设有品鉴西湖龙井的“听雨轩”茶馆、杭帮菜餐厅“湖心阁”，以及自然光洒落的室内泳池与“云水”水疗中心。包括1,200平方米大宴会厅在内的会议设施可承办国际会议。无论是纪念日旅行还是正式活动，我们都将以典雅周到的服务恭候您的光临。',
      address: '浙江省杭州市西湖区杨公堤168号',
    },
    en: {
      name: 'Felton Grand Hangzhou West Lake',
      shortName: 'Hangzhou West Lake',
      feature: 'Lakeside resort',
      businessType: 'Luxury',
      description:
        'Set among the greenery of Yanggong Causeway on the western shore of West Lake, Felton Grand Hangzhou West Lake is the flagship of the group. Many rooms look out over the lake or the gardens, bringing the morning mist on Su Causeway and the sunset glow on Leifeng Pagoda close at hand. Inspired by the residence of a Song-dynasty scholar, the hotel is home to the Tingyu Xuan teahouse, where guests can savour West Lake Longjing tea, the Huxin Ge restaurant serving Hangzhou cuisine, and a daylit indoor pool and Yunshui Spa. Meeting spaces led by a 1,200 m² grand ballroom host international conferences, and from anniversary getaways to official functions, every stay is met with refined, gracious hospitality.',
      address: '168 Yanggong Causeway, Xihu District, Hangzhou, Zhejiang',
    },
  },
  pro003: {
    zh: {
      name: '杭州钱塘费尔顿酒店',
      shortName: '杭州钱塘',
      feature: '婚礼',
      businessType: '高端酒店',
      description:
        '杭州钱塘费尔顿酒店矗立于钱塘江畔、杭州新中心钱江新城，是一座坐拥江景与城景的都市酒店。酒店拥有玻璃花园礼堂“潮音”及可容纳500位宾客的“凤凰”宴会厅，是杭州备受新人青睐的婚礼场地之一。粤菜餐厅“粤珍”的早茶、夜景尽收眼底的江畔酒廊“观潮”等设施，为您的旅居增添光彩。酒店距地铁站步行仅5分钟，距杭州东站车程约15分钟，商务与观光皆十分便利。',
      address: '浙江省杭州市上城区之江路1288号',
    },
    en: {
      name: 'Felton Hangzhou Qiantang',
      shortName: 'Hangzhou Qiantang',
      feature: 'Weddings',
      businessType: 'Upper upscale',
      description:
        'Rising on the banks of the Qiantang River in Qianjiang New City, the new heart of Hangzhou, Felton Hangzhou Qiantang is a city hotel with sweeping views of the river and skyline. With the glass-walled Chaoyin garden chapel and the Phoenix banquet hall for up to 500 guests, it has become one of the city’s most sought-after wedding venues. Dim sum at the Cantonese restaurant Yuezhen and evenings at the Guanchao riverside lounge, with the city lights spread before you, complete the stay. The metro is a five-minute walk away and Hangzhou East Railway Station about 15 minutes by car, convenient for business and leisure alike.',
      address: '1288 Zhijiang Road, Shangcheng District, Hangzhou, Zhejiang',
    },
  },
  pro005: {
    zh: {
      name: '绍兴费尔顿酒店',
      shortName: '绍兴',
      feature: '毗邻体育场馆',
      businessType: '中高端酒店',
      description:
        '绍兴费尔顿酒店位于水乡古城绍兴的新城区，步行8分钟即可抵达举办国际赛事的镜湖国家体育中心。酒店接待过众多前来参赛、集训的运动员及赛事相关人员，可灵活安排营养均衡的餐食、早间早餐及大件行李寄存等服务。在绍兴菜餐厅“越味”，您可细细品味地道的绍兴菜与绍兴黄酒。前往鲁迅故里、沈园等名胜仅需约20分钟车程，观赛与观光两相宜。',
      address: '浙江省绍兴市越城区镜湖大道588号',
    },
    en: {
      name: 'Felton Shaoxing',
      shortName: 'Shaoxing',
      feature: 'Next to the sports centre',
      businessType: 'Upscale',
      description:
        'In the new town of Shaoxing, the ancient city of canals, Felton Shaoxing stands an eight-minute walk from the Jinghu National Sports Centre, a stage for international competitions. The hotel regularly hosts athletes and officials in town for events and training camps, and readily arranges balanced meals, early breakfasts and storage for bulky equipment. At Yuewei, take your time over authentic Shaoxing dishes and the city’s famous yellow wine. Lu Xun’s Native Place, Shen Garden and other landmarks are about 20 minutes away by car, making it an ideal base for combining sport and sightseeing.',
      address: '588 Jinghu Avenue, Yuecheng District, Shaoxing, Zhejiang',
    },
  },
  pro006: {
    zh: {
      name: '宁波费尔顿酒店',
      shortName: '宁波',
      feature: '三江口景观',
      businessType: '高端酒店',
      description:
        '宁波费尔顿酒店坐落于甬江、奉化江、余姚江交汇的三江口，港城宁波的历史与今朝尽收眼底。老外滩与天一阁均在步行范围内，是漫游城市的理想起点。在宁波菜餐厅“甬江”，可品尝以东海鲜活海产烹制的传统风味；在顶层屋顶酒吧“三江”，可欣赏江面上流光溢彩的夜景。大小共8间会议室及专属活动策划团队，从商务洽谈到国际展会配套活动，为您的商务之旅提供可靠支持。',
      address: '浙江省宁波市海曙区滨江路99号',
    },
    en: {
      name: 'Felton Ningbo',
      shortName: 'Ningbo',
      feature: 'Sanjiangkou views',
      businessType: 'Upper upscale',
      description:
        'Overlooking Sanjiangkou, where the Yong, Fenghua and Yuyao rivers meet, Felton Ningbo takes in the past and present of this port city in a single view. The Old Bund and Tianyi Pavilion are within walking distance, making it an ideal base for exploring on foot. Enjoy traditional Ningbo dishes made with fresh East China Sea seafood at Yongjiang, and the city lights shimmering on the rivers from Sanjiang, the rooftop bar. Eight meeting rooms of various sizes and a dedicated event planner support every business stay, from negotiations to events around international trade fairs.',
      address: '99 Binjiang Road, Haishu District, Ningbo, Zhejiang',
    },
  },
  pro008: {
    zh: {
      name: '湖州云栖度假村',
      shortName: '湖州安吉',
      feature: '竹林与茶园',
      businessType: '度假村',
      description:
        '湖州云栖度假村静卧于以白茶闻名的湖州市安吉县山间。客房楼与别墅错落于环绕园区的竹林与茶园之间，清晨在鸟鸣中醒来，夜晚在满天星光下入眠，让您尽享亲近自然的时光。度假村设有融合中国传统养生之道的“云栖养生馆”水疗中心，并提供春季采茶制茶体验、竹林晨间瑜伽等丰富的身心调养项目。距杭州市区车程约1小时，是周末静修的理想之选。',
      address: '浙江省湖州市安吉县溪龙乡白茶谷路8号',
    },
    en: {
      name: 'Yunqi Resort Huzhou',
      shortName: 'Huzhou Anji',
      feature: 'Bamboo forests and tea gardens',
      businessType: 'Resort',
      description:
        'Yunqi Resort Huzhou lies quietly in the hills of Anji County, Huzhou, famed for its white tea. Guest wings and villas are scattered among the bamboo forests and tea gardens that surround the estate, promising a stay in tune with nature: waking to birdsong and falling asleep beneath a sky full of stars. The Yunqi Wellness House spa draws on traditional Chinese wellbeing practices, and programmes such as spring tea picking and tea making and morning yoga in the bamboo grove restore body and mind. About an hour’s drive from central Hangzhou, it is a perfect weekend retreat.',
      address: '8 Baichagu Road, Xilong Township, Anji County, Huzhou, Zhejiang',
    },
  },
  pro009: {
    zh: {
      name: '苏州费尔顿酒店',
      shortName: '苏州',
      feature: '2027年4月开业',
      businessType: '高端酒店',
      description:
        '2027年4月1日，苏州费尔顿酒店将于园林之城苏州的古城区盛大开业。酒店距粉墙黛瓦的平江路仅几步之遥，庭院中打造了一座融合苏州园林风格的回廊式园林。茶室“听琴”奉上太湖洞庭山孕育的碧螺春，餐厅呈献应季苏帮菜，夜晚更有传统曲艺评弹演出。运河游船、骑行游城等丰富的休闲体验，带您走进苏州人的日常生活。',
      address: '江苏省苏州市姑苏区干将东路1066号',
    },
    en: {
      name: 'Felton Suzhou',
      shortName: 'Suzhou',
      feature: 'Opening April 2027',
      businessType: 'Upper upscale',
      description:
        'On 1 April 2027, Felton Suzhou opens in the old town of Suzhou, the city of classical gardens. A short walk from Pingjiang Road with its white walls and black-tiled roofs, the hotel encloses a courtyard garden designed in the tradition of Suzhou’s strolling gardens. The Tingqin tea room serves Biluochun grown on the shores of Lake Tai’s Dongting hills, the restaurant offers seasonal Suzhou cuisine, and in the evening guests can enjoy pingtan, the city’s traditional storytelling and ballad singing. Canal cruises and bicycle tours of the old town will bring guests closer to everyday life in Suzhou.',
      address: '1066 Ganjiang East Road, Gusu District, Suzhou, Jiangsu',
    },
  },
};

/** City names by city code (kind 'city'). */
export const CITY_TRANSLATIONS: Record<string, Bilingual<string>> = {
  HGH: { zh: '杭州', en: 'Hangzhou' },
  SHX: { zh: '绍兴', en: 'Shaoxing' },
  NGB: { zh: '宁波', en: 'Ningbo' },
  HZH: { zh: '湖州', en: 'Huzhou' },
  SZV: { zh: '苏州', en: 'Suzhou' },
};

/** Brands by slug (kind 'brand'). */
export const BRAND_TRANSLATIONS: Record<string, Bilingual<BrandWords>> = {
  'felton-grand': {
    zh: {
      name: '费尔顿至尊',
      tagline: '江南之美，成就至臻时光。',
      description:
        '费尔顿至尊是集团的顶级品牌。酒店坐落于江南代表性的风景名胜之地，以映照宋代美学的静谧设计、善用本地食材的佳肴，以及贴心入微的管家服务，成就非凡旅居。无论是纪念日之旅、国际会议还是贵宾下榻，我们都以兼具格调与温度的款待，演绎独属于这片土地的时光。',
    },
    en: {
      name: 'Felton Grand',
      tagline: 'The beauty of Jiangnan, in its finest moments.',
      description:
        'Felton Grand is the group’s most distinguished brand. Set in the most celebrated scenic places of Jiangnan, its hotels offer serene design that reflects Song-dynasty aesthetics, cuisine built on local produce and attentive butler service for each guest. From anniversary journeys and international conferences to visits by dignitaries, they combine prestige with warmth to create moments found only in that place.',
    },
  },
  felton: {
    zh: {
      name: '费尔顿',
      tagline: '连接城市的舒适据点。',
      description:
        '费尔顿是布局于江南主要城市中心的全服务酒店品牌。酒店配备实用舒适的客房、可品尝地道风味的餐厅及完善的会议宴会设施，是商务与观光皆可信赖的据点。员工熟知当地魅力，乐于为您推荐城市漫步路线与特色餐馆，让旅途更加丰富多彩。',
    },
    en: {
      name: 'Felton',
      tagline: 'A comfortable base, connected to the city.',
      description:
        'Felton is a full-service hotel brand in the centres of Jiangnan’s major cities. With practical, comfortable rooms, restaurants serving local flavours and extensive meeting and banquet facilities, each hotel is a dependable base for business and leisure. Our staff know their cities well and are always glad to suggest walks, places to eat and other ways to enrich your trip.',
    },
  },
  yunqi: {
    zh: {
      name: '云栖度假村',
      tagline: '山野与茶香间，自在深呼吸。',
      description:
        '云栖度假村是坐落于竹林与茶园环抱的自然胜地的度假品牌。我们融汇中国传统养生智慧，提供水疗护理、晨间瑜伽、森林浴以及采茶制茶体验等身心调养项目。伴着应季山珍烹制的美食，远离都市喧嚣，静享与自己对话的悠然时光。',
    },
    en: {
      name: 'Yunqi Resorts',
      tagline: 'Mountains, tea and time to breathe.',
      description:
        'Yunqi Resorts is a resort brand set in unspoiled countryside surrounded by bamboo forests and tea gardens. Drawing on traditional Chinese wisdom for wellbeing, it offers spa treatments, morning yoga, forest bathing and tea picking and tea making to restore body and mind. Together with cuisine made from the mountains’ seasonal produce, it is a place to leave the bustle of the city behind and take time for yourself.',
    },
  },
  qinghe: {
    zh: {
      name: '清和客栈',
      tagline: '悄然入住，水乡人家。',
      description:
        '清和客栈是由江南水乡老宅改建而成、客房约二十间的精品小客栈品牌。粉墙黛瓦的建筑、运河上往来的橹声、早市的热闹烟火，让您真切感受当地人家的生活气息。目前我们正筹备在乌镇、同里等历史悠久的水乡古镇开业，详情确定后将另行公布。',
    },
    en: {
      name: 'Qinghe Inn',
      tagline: 'Stay quietly, in the life of a water town.',
      description:
        'Qinghe Inn is a brand of small inns of around twenty rooms, created from restored old townhouses in the water towns of Jiangnan. White walls and black tiles, the sound of boats gliding along the canals and the bustle of the morning market let guests feel the rhythm of local life. Openings are being prepared in historic water towns such as Wuzhen and Tongli; details will be announced as soon as they are confirmed.',
    },
  },
  'felton-estate': {
    zh: {
      name: '费尔顿府邸',
      tagline: '把酒店服务融入日常生活。',
      description:
        '费尔顿府邸是依托酒店运营经验打造的服务式公寓及品牌住宅业务品牌。我们为长期出差人士及外派家庭提供配备家具家电的居所，并结合客房清洁、礼宾、健身等酒店品质服务。目前在杭州与宁波运营，可享一个月起的长住。',
    },
    en: {
      name: 'Felton Estate',
      tagline: 'Hotel service, woven into everyday living.',
      description:
        'Felton Estate is the group’s serviced apartment and branded residence business, built on its experience in running hotels. For long business assignments and expatriate families, it pairs fully furnished homes with hotel-quality services such as housekeeping, concierge and fitness. Residences in Hangzhou and Ningbo are available for stays of one month or longer.',
    },
  },
};

/** Rate plan names by plan code: the same plans at every hotel (kind 'ratePlan'). */
export const RATE_PLAN_TRANSLATIONS: Record<string, Bilingual<string>> = {
  BAR: { zh: '最优弹性价（不含早餐）', en: 'Best Flexible Rate (room only)' },
  BARBF: { zh: '最优弹性价（含双人早餐）', en: 'Best Flexible Rate (breakfast for two)' },
  ADV: { zh: '提前预付·不可退款价（不含早餐）', en: 'Advance Purchase, Non-refundable (room only)' },
  ADVBF: { zh: '提前预付·不可退款价（含双人早餐）', en: 'Advance Purchase, Non-refundable (breakfast for two)' },
  MEM: { zh: '会员专享价（不含早餐）', en: 'Members’ Rate (room only)' },
  CORP: { zh: '企业协议价（不含早餐）', en: 'Corporate Rate (room only)' },
  GRP: { zh: '团队价（不含早餐）', en: 'Group Rate (room only)' },
  TA: { zh: '旅行社价（不含早餐）', en: 'Travel Agent Rate (room only)' },
  PROMO: { zh: '促销价（提前预付·不可退款）', en: 'Promotional Rate (prepaid, non-refundable)' },
};
