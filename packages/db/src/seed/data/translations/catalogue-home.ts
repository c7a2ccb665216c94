import type { Bilingual, HomeWords } from '../../seed-translations-catalogue.ts';

/** The hotels' menu labels (a home block's MeetingTitle and HealthTitle), by their Japanese. */
export const MENU_WORDS: Record<string, Bilingual<string>> = {
  会議と宴会: { zh: '会议与宴会', en: 'Meetings & Events' },
  会議と仕出し: { zh: '会议与餐饮外送', en: 'Meetings & Catering' },
  健康と茶館: { zh: '健康与茶馆', en: 'Wellness & Teahouse' },
  ウェディングとエンターテインメント: { zh: '婚礼与娱乐', en: 'Weddings & Entertainment' },
  ナショナルプロ会場: { zh: '国家级专业赛场', en: 'National Sports Venue' },
  レジャーと茶室: { zh: '休闲与茶室', en: 'Leisure & Tea Room' },
};

/** Each hotel's home block (kind 'home'), by hotel code. */
export const HOME_TRANSLATIONS: Record<string, Bilingual<HomeWords>> = {
  pro001: {
    zh: {
      AboutTitle: '西湖之畔，文人雅居',
      AboutText: '杭州西湖费尔顿至尊酒店掩映于杨公堤的绿荫之中，以宋代文人宅邸为灵感，是集团的旗舰酒店。在湖景客房、杭帮菜餐厅“湖心阁”与“听雨轩”茶馆，与西湖共度静谧时光。',
      MeetingText: '从无柱式1,200平方米大宴会厅，到以西湖为背景的湖畔花园，经验丰富的活动团队将为您的国际会议、典礼与隆重庆典倾力相助。',
      HealthText: '在“云水”水疗中心享受龙井茶护理，再到“听雨轩”茶馆品一盏清茶。洗去旅途疲惫，用五感体味西湖风土。',
    },
    en: {
      AboutTitle: 'A scholar’s residence on West Lake',
      AboutText: 'Embraced by the greenery of Yanggong Causeway, Felton Grand Hangzhou West Lake, the group’s flagship, is inspired by the home of a Song-dynasty scholar. Spend quiet hours with West Lake in rooms facing the water, at the Huxin Ge restaurant for Hangzhou cuisine and in the Tingyu Xuan teahouse.',
      MeetingText: 'From a pillarless 1,200 m² grand ballroom to a lakeside garden with West Lake as its backdrop, our experienced events team will see to international conferences, ceremonies and formal celebrations.',
      HealthText: 'A Longjing tea treatment at Yunshui Spa, then a cup of tea at the Tingyu Xuan teahouse: time to shed the fatigue of travel and take in West Lake with all five senses.',
    },
  },
  pro003: {
    zh: {
      AboutTitle: '钱塘江畔，见证幸福',
      AboutText: '杭州钱塘费尔顿酒店矗立于钱江新城中心，是一座尽览江景与城景的都市酒店。酒店拥有玻璃礼堂与大型宴会厅，作为杭州备受青睐的婚礼场地，已为众多新人送上祝福。',
      MeetingText: '从可容纳500位宾客的“凤凰”宴会厅起，婚宴、企业庆典到研讨会，均可按需选择理想场地。',
      HealthText: '在光影环绕的“潮音”花园礼堂举行婚礼，在江畔酒廊“观潮”欣赏现场演奏。无论是喜庆之日还是寻常时光，都将成为难忘回忆。',
    },
    en: {
      AboutTitle: 'A stage for celebrations on the Qiantang River',
      AboutText: 'In the heart of Qianjiang New City, Felton Hangzhou Qiantang is a city hotel with views of the river and skyline. With a glass chapel and a grand banquet hall, it is one of Hangzhou’s favourite wedding venues and has celebrated with a great many couples.',
      MeetingText: 'Starting with the Phoenix banquet hall for up to 500 guests, choose the space that suits the occasion, from wedding receptions to corporate anniversaries and seminars.',
      HealthText: 'A ceremony in the light-filled Chaoyin garden chapel, live music at the Guanchao riverside lounge: moments to remember, on your special day and every other.',
    },
  },
  pro005: {
    zh: {
      AboutTitle: '水乡古城，观赛·相聚·品味',
      AboutText: '绍兴费尔顿酒店步行8分钟即达镜湖国家体育中心，是参赛观赛宾客与游览绍兴旅客的理想据点。在绍兴菜与绍兴黄酒餐厅“越味”，尽享水乡古城的醇厚滋味。',
      MeetingText: '除会议室租用外，酒店还提供由酒店厨房制作的餐盒配送及上门餐饮服务。赛事运营与培训的“场地”与“餐饮”，一并交给我们。',
      HealthText: '举办国际赛事的镜湖国家体育中心距酒店仅几步之遥。早间早餐、场馆接驳等服务，为观赛与出征保驾护航。',
    },
    en: {
      AboutTitle: 'Watch, gather and dine in the ancient city of canals',
      AboutText: 'An eight-minute walk from the Jinghu National Sports Centre, Felton Shaoxing is a base for guests here to compete or watch and for those exploring Shaoxing. At Yuewei, savour the flavours of this historic water city with Shaoxing dishes and yellow wine.',
      MeetingText: 'Beyond meeting rooms, we deliver boxed meals from the hotel kitchen and cater off-site. Leave both the venue and the food for your event or training programme to us.',
      HealthText: 'The Jinghu National Sports Centre, host to international competitions, is just a short walk away. Early breakfasts and shuttles to the venue support spectators and travelling teams alike.',
    },
  },
  pro006: {
    zh: {
      AboutTitle: '三江交汇处的港城酒店',
      AboutText: '宁波费尔顿酒店坐落于三江口，步行即可前往老外滩与天一阁，商务出行与观光游览两相宜。在宁波菜餐厅“甬江”与屋顶酒吧“三江”，品味港城风味，饱览璀璨夜景。',
      MeetingText: '980平方米的三江宴会厅与配备先进影音设备的大小8间会议室。从国际展会配套活动到商务洽谈及线上线下混合会议，专属策划师全程支持。',
      HealthText: '俯瞰三江口的室内泳池与“甬泉”水疗中心，以及“甬上”茶馆的望海茶。即使在出差间隙，也能调养身心。',
    },
    en: {
      AboutTitle: 'A port-city hotel where three rivers meet',
      AboutText: 'Facing Sanjiangkou, Felton Ningbo is a short walk from the Old Bund and Tianyi Pavilion, convenient for business and sightseeing alike. Enjoy the flavours of the port city at Yongjiang, serving Ningbo cuisine, and the night views from Sanjiang, the rooftop bar.',
      MeetingText: 'The 980 m² Sanjiang Ballroom and eight meeting rooms of various sizes with the latest audio-visual equipment. A dedicated planner supports everything from trade fair events to negotiations and hybrid meetings.',
      HealthText: 'An indoor pool and Yongquan Spa overlooking Sanjiangkou, and Wanghai tea at the Yongshang teahouse: time to restore body and mind, even between meetings.',
    },
  },
  pro008: {
    zh: {
      AboutTitle: '竹林茶园间，深深呼吸',
      AboutText: '湖州云栖度假村静卧于安吉白茶产地的山间，客房楼与别墅散落于竹林与茶园之间。在鸟鸣中醒来，在星空下安眠，尽享亲近自然的旅居时光。',
      MeetingText: '从竹林厅的演讲会，到茶园露台的花园婚礼，再到瑜伽亭的团队建设活动，在大自然中专注思考、畅快交流。',
      HealthText: '云栖养生馆的养生护理、竹林中的森林浴与瑜伽、茶寮“竹里”的安吉白茶，为您缓缓调养身心。',
    },
    en: {
      AboutTitle: 'Breathe deeply among bamboo and tea',
      AboutText: 'In the hills where Anji white tea is grown, Yunqi Resort Huzhou is a resort in nature, its guest wings and villas scattered among bamboo forests and tea gardens. Wake to birdsong and fall asleep under the stars on a stay in harmony with nature.',
      MeetingText: 'From talks in the Bamboo Hall to garden weddings on the tea terrace and team building in the yoga pavilion, we create time to focus and to talk, surrounded by nature.',
      HealthText: 'Restorative treatments at the Yunqi Wellness House, forest bathing and yoga in the bamboo grove, and Anji white tea at the Zhuli tea house: programmes to gently restore body and mind.',
    },
  },
  pro009: {
    zh: {
      AboutTitle: '2027年春，启幕园林之城',
      AboutText: '2027年4月1日，苏州费尔顿酒店将于苏州古城区开业。酒店距平江路步行可达，庭院中打造了融合苏州园林风格的回廊式园林，带您体验古城生活。',
      MeetingText: '除姑苏宴会厅与会议室外，酒店还提供苏帮菜餐饮配送与上门餐饮服务，并可策划庭院园林招待会、茶会等极具古城特色的活动。',
      HealthText: '乘运河游船、骑单车漫游古城，在庭院园林中聆听评弹，于“听琴”茶室品一杯碧螺春，尽享苏州独有的休闲与品茶时光。',
    },
    en: {
      AboutTitle: 'Opening spring 2027 in the city of gardens',
      AboutText: 'Felton Suzhou opens on 1 April 2027 in Suzhou’s old town. Within walking distance of Pingjiang Road, it encloses a courtyard garden in the tradition of Suzhou’s strolling gardens, offering a stay close to the life of the ancient city.',
      MeetingText: 'Besides the Gusu Ballroom and meeting rooms, we deliver and cater Suzhou cuisine, and can arrange events only this old city offers, such as receptions and tea gatherings in the courtyard garden.',
      HealthText: 'Canal cruises and bicycle rides through the old town, pingtan performances in the courtyard garden and Biluochun tea in the Tingqin tea room: leisure and tea, the Suzhou way.',
    },
  },
};
