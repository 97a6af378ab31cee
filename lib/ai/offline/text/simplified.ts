/**
 * Traditional characters (繁體) read as their simplified forms, one character for one, so the
 * readers' words ("學習", "幾個小時", "什麼是", "關於") match however the learner writes. The
 * length never changes: a stretch read in the simplified text is the same stretch of what the
 * learner typed, so subjects and evidence keep the learner's own script (`inOwnScript`).
 * Characters that are also simplified words of their own (著, 乾, 藉, 瞭) are left alone.
 */

import { cantoneseCopula, fromCantonese } from "./cantonese";

/** Pairs of traditional then simplified character. */
const PAIRS = [
  "別别兇凶衆众喫吃綫线纔才衹只",
  "學学習习語语際际說说話话讀读寫写聽听們们這这個个裡里裏里麼么麽么為为來来會会時时間间過过還还沒没與与對对開开關关於于從从後后點点問问題题實实現现發发經经種种樣样長长東东車车門门見见覺觉導导師师當当應应",
  "該该頭头動动員员邊边處处課课歷历書书筆笔記记讓让給给認认識识試试驗验證证錯错誤误難难幫帮嗎吗歡欢愛爱戲戏電电腦脑網网絡络線线統统數数據据庫库資资碼码計计機机規规則则變变類类結结構构論论濟济產产業业術术",
  "藝艺畫画圖图顏颜觸触調调紙纸練练準准備备級级礎础簡简單单複复雜杂週周鐘钟幾几兩两萬万億亿歲岁號号節节體体係系聯联將将專专職职務务項项報报請请談谈講讲釋释義义詞词彙汇歸归納纳總总測测選选擇择標标確确內内",
  "聲声樂乐鋼钢攝摄藥药劑剂療疗護护醫医診诊斷断臨临殺杀細细織织環环氣气溫温熱热場场強强頻频壓压質质運运衝冲擊击軌轨跡迹興兴閱阅範范舉举誰谁尋寻檔档傳传訊讯頁页連连載载視视錄录製制國国華华漢汉轉转換换譯译",
  "飛飞遊游團团隊队組组領领層层設设劃划區区塊块鏈链幣币貨货價价錢钱銀银帳账戶户稅税險险費费買买賣卖購购負负債债權权風风續续鬆松緊紧靜静態态參参陣阵棧栈樹树湊凑雙双鍵键條条迴回遞递疊叠併并鎖锁異异執执憶忆",
  "儲储緩缓驅驱適适優优壞坏損损貝贝殼壳廣广狹狭倫伦蘭兰島岛亞亚歐欧陸陆灣湾臺台屬属擬拟儀仪並并蓋盖盤盘櫻樱餘余鬧闹陽阳陰阴雲云貓猫魚鱼鳥鸟馬马龍龙麗丽齊齐齒齿龜龟聖圣盡尽壽寿閉闭聞闻闆板闊阔闡阐釐厘鐵铁",
  "銷销鋒锋鏡镜針针釣钓鈕钮銳锐鍋锅鑰钥錶表鬥斗髮发鬱郁嚴严舊旧亂乱爭争傷伤僅仅儘尽償偿兒儿冊册凍冻劍剑勞劳勝胜勢势勵励協协厲厉叢丛嘆叹嚇吓嚮向圍围園园圓圆墊垫壯壮夠够夢梦奪夺奮奋妝妆婦妇嬰婴孫孙寧宁寶宝",
  "屆届岡冈峽峡帥帅帶带幹干廟庙廠厂廢废彈弹徑径復复徵征憂忧懷怀懸悬懶懒戰战擁拥擔担擴扩敗败敘叙晝昼暫暂曆历棄弃極极槍枪樓楼樞枢殘残決决況况淚泪淺浅減减溝沟滅灭滿满漁渔潔洁澤泽濃浓濕湿災灾烏乌無无煙烟燈灯",
  "營营爐炉牆墙狀状猶犹獨独獲获獎奖畢毕監监矯矫禮礼稱称穩稳窮穷競竞築筑籃篮糧粮紀纪約约紅红純纯終终絕绝絲丝綜综綠绿維维締缔編编緣缘縣县績绩繩绳罰罚罷罢羅罗肅肃脈脉腳脚膽胆艱艰蘇苏蟲虫衛卫補补裝装親亲觀观",
  "訂订討讨訓训訪访許许評评詩诗詳详誇夸誌志誠诚諸诸諾诺謀谋謝谢譜谱議议讚赞豐丰財财貢贡販贩貧贫責责貴贵貿贸賀贺賞赏賴赖賽赛贏赢趕赶趨趋蹤踪躍跃軍军軟软較较輔辅輕轻輪轮輸输辦办辭辞農农進进達达違违遙遥遲迟",
  "遷迁遺遗鄉乡醜丑鎮镇閒闲陳陈階阶隨随隱隐雖虽雞鸡離离靈灵響响頂顶順顺須须預预額额願愿顧顾顯显飯饭飲饮養养館馆驚惊髒脏鹽盐麥麦黃黄黨党齡龄隻只麵面佈布佔占匯汇祕秘採采啟启鬍胡噹当蘋苹葉叶藍蓝綱纲紹绍詢询",
  "邏逻輯辑頸颈臟脏腎肾膚肤鈣钙鉀钾鈉钠銅铜鋁铝氫氢滬沪漸渐蓮莲繪绘韻韵憑凭臉脸張张彎弯懼惧擾扰擠挤攤摊攜携攬揽斃毙暈晕曉晓朧胧棲栖檢检櫃柜欄栏殲歼毀毁氈毡湯汤滾滚滲渗漲涨潤润濾滤瀏浏燒烧燦灿爺爷牽牵犧牺",
  "獅狮瑪玛甕瓮畝亩瘋疯癢痒盞盏礙碍禪禅穀谷窩窝竊窃筍笋箏筝簽签籤签粵粤糾纠紋纹紡纺紮扎綁绑緒绪縮缩繞绕繼继缽钵罵骂聰聪脅胁膠胶艦舰莊庄萊莱蕭萧蘊蕴蝦虾襯衬覽览訴诉詐诈詭诡誕诞諮咨謊谎謹谨譴谴豎竖賓宾賦赋",
  "賠赔贊赞贈赠趙赵軸轴輩辈轄辖辯辩邁迈釀酿鈍钝鉛铅銘铭錦锦鍊炼鍛锻鎊镑鏟铲鑄铸閃闪閣阁闖闯隸隶雛雏霧雾靂雳韓韩頌颂頒颁頗颇頰颊顆颗颱台飄飘餅饼餓饿駕驾駛驶騎骑騙骗驟骤骯肮鬢鬓魯鲁鯨鲸鴨鸭鵝鹅鷹鹰黴霉齣出",
  "龐庞勁劲寬宽審审寢寝尷尴屍尸嶺岭巖岩廳厅彥彦徹彻恆恒悅悦惡恶惱恼慚惭慣惯慮虑憐怜懇恳懲惩戀恋拋抛挾挟捨舍掃扫掙挣揚扬搖摇搶抢撐撑撥拨撫抚撲扑擋挡擺摆攏拢敵敌斂敛暢畅曬晒檯台櫥橱歎叹毆殴沖冲淨净淪沦渦涡",
  "溼湿滯滞滷卤漿浆潛潜澀涩濺溅瀕濒灑洒灘滩爛烂獄狱獻献璽玺瘡疮盜盗眾众睏困矚瞩碩硕磚砖礦矿祿禄禍祸稟禀稈秆穫获窪洼竄窜簾帘籌筹紛纷絞绞綢绸緞缎縫缝繃绷繳缴纏缠纖纤罈坛羨羡聳耸腫肿膩腻艙舱蒼苍薦荐薩萨蘆芦",
  "虛虚蟬蝉蠟蜡衊蔑裊袅襪袜訝讶詮诠誼谊諒谅諧谐謎谜謠谣譏讥讒谗貞贞貫贯貼贴賄贿賊贼賬账贖赎贛赣躉趸軀躯轟轰辮辫遠远郵邮鄰邻醞酝釘钉鈴铃銜衔鋪铺錘锤鍍镀鏽锈鑑鉴鑽钻閘闸閩闽闔阖",
].join("");

const SIMPLIFIED = new Map<string, string>();
for (let at = 0; at + 1 < PAIRS.length; at += 2) SIMPLIFIED.set(PAIRS[at]!, PAIRS[at + 1]!);

/** The text with each traditional character in its simplified form; the same length, every other character as typed. */
export function toSimplified(text: string): string {
  if (!/[\u3400-\u9fff]/u.test(text)) return text;
  let out = "";
  for (const char of cantoneseCopula(text)) out += SIMPLIFIED.get(char) ?? char;
  // "乜嘢係複利", "有冇講": written Cantonese is read as the Mandarin words the readers know.
  return fromCantonese(out);
}

/**
 * `stretch`, read in `toSimplified(typed)`, in the learner's own characters: the same span of what they
 * typed when it is found there, else as read.
 */
export function inOwnScript(stretch: string, typed: string): string {
  if (!stretch) return stretch;
  const simplified = toSimplified(typed);
  if (simplified === typed) return stretch;
  const at = simplified.indexOf(stretch);
  if (at >= 0) return typed.slice(at, at + stretch.length);
  // "Rust的生命周期" read from "Rust 的生命週期": the same characters, spaces aside.
  const chars = [...stretch.replace(/\s+/g, "")].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const spaced = chars.length > 0 ? new RegExp(chars.join("\\s*"), "u").exec(simplified) : null;
  return spaced ? typed.slice(spaced.index, spaced.index + spaced[0].length) : stretch;
}

/** Every string in `read` (a reader's result: fields, lists, nested records) in the learner's own script. */
export function inOwnWords<T>(read: T, typed: string): T {
  if (typeof read === "string") return inOwnScript(read, typed) as T;
  if (!read || typeof read !== "object") return read;
  if (Array.isArray(read)) return read.map((item: unknown) => inOwnWords(item, typed)) as T;
  return Object.fromEntries(Object.entries(read).map(([key, value]) => [key, inOwnWords(value, typed)])) as T;
}
