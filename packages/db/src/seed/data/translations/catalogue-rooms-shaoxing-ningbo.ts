import type { Bilingual, RoomWords } from '../../seed-translations-catalogue.ts';

/** Room types of Felton Shaoxing and Felton Ningbo, by `${hotelCode}/${roomCode}` (kind 'roomType'). */
export const SHAOXING_NINGBO_ROOM_TRANSLATIONS: Record<string, Bilingual<RoomWords>> = {
  'pro005/SK': {
    zh: { name: '高级特大床房', remark: '朝向镜湖国家体育中心方向、简约实用的特大床房。布局便于观赛旅行与商务出行，书桌周围集中配置了电源插座与USB接口。' },
    en: { name: 'Superior King', remark: 'A simple, practical king room facing towards the Jinghu National Sports Centre. Laid out for trips to watch a match or for business, it gathers power outlets and USB ports around the desk.' },
  },
  'pro005/ST': {
    zh: { name: '高级双床房', remark: '常为参赛、集训团队所选用的双床房。入口旁设有宽敞的行李区，可放置比赛器材与行李箱。如需将团队安排在同一楼层，欢迎垂询。' },
    en: { name: 'Superior Twin', remark: 'A twin room often chosen by teams in town for competitions and training camps. A generous area by the door holds sports equipment and suitcases. Ask us about rooming a whole team on the same floor.' },
  },
  'pro005/DK': {
    zh: { name: '豪华特大床房', remark: '位于高楼层的宽敞客房，从窗边沙发可眺望绍兴新城与远处的会稽山。在深浴缸中舒缓观光或观赛的疲惫，好好休息，迎接新的一天。' },
    en: { name: 'Deluxe King', remark: 'A roomy high-floor room where the window sofa looks out over Shaoxing’s new town to Kuaiji Mountain in the distance. Soak away a day of sightseeing or spectating in the deep bathtub and rest well for tomorrow.' },
  },
  'pro005/DT': {
    zh: { name: '豪华双床房（加长床）', remark: '配备210厘米加长床的双床房，高个子运动员也能舒展安睡。房内常备拉伸垫与泡沫轴，助您做好赛前赛后的身体调整。' },
    en: { name: 'Deluxe Twin, Long Beds', remark: 'With beds 210 cm long, this twin room lets even the tallest athletes stretch out and sleep well. A stretching mat and foam roller are always in the room to help with conditioning before and after competition.' },
  },
  'pro005/SU': {
    zh: { name: '费尔顿套房', remark: '独立客厅内设可供6人就座的餐桌，适合赛事相关人员开会或小型聚餐。从卧室可俯瞰绍兴城景，夜晚安静宜人。' },
    en: { name: 'Felton Suite', remark: 'The separate living room has a table seating up to six, ideal for meetings of event officials or small dinners. The bedroom looks out over Shaoxing and is quiet at night.' },
  },
  'pro006/SK': {
    zh: { name: '高级特大床房', remark: '可眺望海曙区街景的特大床房。酒店步行即可前往老外滩与天一阁，客房兼顾观光与商务所需。遮光窗帘与隔音窗为您带来安静的夜晚。' },
    en: { name: 'Superior King', remark: 'A king room overlooking the streets of Haishu District. With the Old Bund and Tianyi Pavilion within walking distance, it suits sightseeing and business alike. Blackout curtains and soundproof windows ensure a quiet night.' },
  },
  'pro006/ST': {
    zh: { name: '高级双床房', remark: '适合同事出差或好友出游的双床房。两床之间留有充足间距，每张床边均配备阅读灯与充电插座，亦可安排3人入住。' },
    en: { name: 'Superior Twin', remark: 'A twin room for colleagues on business or friends on holiday. The beds are set well apart, each with its own reading light and charging socket, and the room can take three guests.' },
  },
  'pro006/DK': {
    zh: { name: '豪华特大床房（江景）', remark: '俯瞰三江交汇之处三江口的客房。一边眺望往来船只与对岸老外滩街景，一边在观景浴室中放松身心。黄昏至夜晚沿江灯火渐次亮起的景致尤其受欢迎。' },
    en: { name: 'Deluxe King, River View', remark: 'Looking down on Sanjiangkou, where three rivers meet, this room lets you relax in the view bath while boats pass by and the Old Bund lines the far bank. The riverside lights coming on from dusk into night are a particular favourite.' },
  },
  'pro006/EX': {
    zh: { name: '行政特大床房', remark: '尊享行政酒廊早餐与晚间鸡尾酒、熨衣服务（每日2件）等礼遇的客房。配备宽大书桌与高速网络，便于洽谈前准备资料或专注参加线上会议。' },
    en: { name: 'Executive King', remark: 'A room with breakfast and evening cocktails in the Executive Lounge and pressing for two items a day. A large desk and high-speed internet let you prepare for meetings or focus on video calls.' },
  },
  'pro006/SU': {
    zh: { name: '三江口套房', remark: '透过转角大窗一览三江口全景的套房。设有独立客厅与餐厅，适合家庭入住或宴请重要宾客，并可享受行政酒廊礼遇。' },
    en: { name: 'Sanjiangkou Suite', remark: 'A corner suite whose large windows take in the whole of Sanjiangkou. With a separate living and dining room, it suits family stays and dinners with important guests, and includes Executive Lounge benefits.' },
  },
};
