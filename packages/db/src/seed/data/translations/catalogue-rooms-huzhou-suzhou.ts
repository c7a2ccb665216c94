import type { Bilingual, RoomWords } from '../../seed-translations-catalogue.ts';

/** Room types of Yunqi Resort Huzhou and Felton Suzhou, by `${hotelCode}/${roomCode}` (kind 'roomType'). */
export const HUZHOU_SUZHOU_ROOM_TRANSLATIONS: Record<string, Bilingual<RoomWords>> = {
  'pro008/DK': {
    zh: { name: '豪华特大床房（竹林景）', remark: '阳台前便是一片竹林。听着竹叶随风沙沙作响，在窗边卧榻上读书或小憩。房内备有安吉白茶与茶具，随时可品一杯现泡好茶。' },
    en: { name: 'Deluxe King, Bamboo Forest View', remark: 'A bamboo forest spreads out right in front of the balcony. Read or nap on the window daybed to the rustle of bamboo leaves in the breeze. Anji white tea and a tea set are in the room, so a freshly brewed cup is always at hand.' },
  },
  'pro008/DT': {
    zh: { name: '豪华双床房（竹林景）', remark: '配备两张150厘米宽床的宽敞双床房，携子出游的家庭或三代同游也能舒适入住。在面向竹林的阳台上，于清晨澄澈的空气中享受品茶时光。' },
    en: { name: 'Deluxe Twin, Bamboo Forest View', remark: 'A roomy twin with two 150 cm wide beds, comfortable for families with children or three generations travelling together. Enjoy a cup of tea in the clear morning air on the balcony facing the bamboo.' },
  },
  'pro008/EX': {
    zh: { name: '行政特大床房（茶园景）', remark: '俯瞰山坡茶园的客房，露台设有半露天浴池。房内配备专业茶艺套具，抵达时工作人员将为您讲解安吉白茶的冲泡方法。春季新茶时节，可近距离观赏采茶情景。' },
    en: { name: 'Executive King, Tea Garden View', remark: 'Overlooking tea gardens on the hillside, this room has a semi-open-air bath on its terrace. It comes with a full tea ceremony set, and on arrival our staff will show you how to brew Anji white tea. In the spring, when the new tea is picked, you can watch the harvest up close.' },
  },
  'pro008/SU': {
    zh: { name: '竹林别墅套房', remark: '静卧竹林之中的独栋别墅。院墙环绕的私家花园内设露天浴池，无需顾虑他人目光，尽情沐浴山林气息。可根据需要安排别墅内早餐或私人水疗。' },
    en: { name: 'Bamboo Forest Villa Suite', remark: 'A detached villa nestled in the bamboo forest. Its walled private garden has an open-air bath where you can soak in the forest air in complete privacy. Breakfast in the villa or a private spa treatment can be arranged on request.' },
  },
  'pro009/SK': {
    zh: { name: '高级特大床房', remark: '以苏州传统花格窗为设计元素、沉静雅致的特大床房。可眺望古城黛瓦屋顶，是漫步平江路与拙政园的舒适据点。' },
    en: { name: 'Superior King', remark: 'A calm king room with motifs drawn from Suzhou’s traditional lattice windows. It looks over the black-tiled roofs of the old town, a comfortable base for walks to Pingjiang Road and the Humble Administrator’s Garden.' },
  },
  'pro009/ST': {
    zh: { name: '高级双床房', remark: '适合与好友或家人同行的双床房。房内点缀苏绣靠垫与本地匠人制作的螺钿小件，让您近距离感受古城手工艺之美。' },
    en: { name: 'Superior Twin', remark: 'A convenient twin room for travelling with friends or family. Cushions with Suzhou embroidery and mother-of-pearl pieces by local artisans bring the city’s fine handicrafts close at hand.' },
  },
  'pro009/DK': {
    zh: { name: '豪华特大床房（园景）', remark: '俯瞰酒店回廊式园林的客房。在窗边卧榻上悠然欣赏池上石桥、太湖石及四季变换的花木。夜晚园林灯光亮起，意境如梦似幻。' },
    en: { name: 'Deluxe King, Garden View', remark: 'This room looks down on the hotel’s strolling garden. From the window daybed, take in the stone bridge over the pond, the Taihu rocks and plants that change with the seasons. At night, the lit garden takes on a dreamlike air.' },
  },
  'pro009/DT': {
    zh: { name: '豪华双床房（园景）', remark: '面朝回廊式园林的双床房，空间宽裕，可供3人入住。清晨不妨先在园中漫步，再到“听琴”茶室品一杯碧螺春，开启美好的一天。' },
    en: { name: 'Deluxe Twin, Garden View', remark: 'A twin room facing the strolling garden, with space enough for three. Why not start the day with a walk in the garden, then a cup of Biluochun in the Tingqin tea room?' },
  },
  'pro009/SU': {
    zh: { name: '园林套房', remark: '以苏州文人书斋为灵感的套房。客厅与书房面朝专属小庭院，焚香、煮茶、习字，重温文人雅士的生活意趣。亦推荐作为开业纪念的特别之旅。' },
    en: { name: 'Classical Garden Suite', remark: 'A suite inspired by the study of a Suzhou scholar. Its living room and study open onto a private courtyard garden, where you can burn incense, brew tea and practise calligraphy as the literati once did. A fine choice for a special stay to mark the opening.' },
  },
};
