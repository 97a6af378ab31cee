/**
 * Quality-set questions the documents do not answer: the search must find nothing relevant, so
 * the tutor says the material does not cover them. Many share words or single characters with
 * the documents on purpose: "water", "dough", "yeast", "lighthouse keepers"; 水, 猫 (in 熊猫),
 * 红 and 黄 (红茶, 黄茶), 马 (马帮), 交流, 大熊猫 or 绿茶 with a topic the text never treats.
 */
import type { Locale } from "@/lib/i18n/locales";

export interface OutOfScopeQuestionInput {
  id: string;
  language: Locale;
  question: string;
}

const en = (id: string, question: string): OutOfScopeQuestionInput => ({ id: `oos-en-${id}`, language: "en", question });
const zh = (id: string, question: string): OutOfScopeQuestionInput => ({ id: `oos-zh-${id}`, language: "zh", question });

export const OUT_OF_SCOPE_QUESTIONS: readonly OutOfScopeQuestionInput[] = [
  en("1", "How do I brew green tea at home?"),
  en("2", "What is the boiling point of water on Mount Everest?"),
  en("3", "How do submarines navigate underwater?"),
  en("4", "Who invented the telescope?"),
  en("5", "What causes the northern lights?"),
  en("6", "How do I make pasta dough without eggs?"),
  en("7", "What is the capital of Australia?"),
  en("8", "How do I create a branch in Mercurial?"),
  en("9", "Which wine grapes grow best in cold climates?"),
  en("10", "How many bones are in the human body?"),
  en("11", "Why do cats purr?"),
  en("12", "How do lighthouse keepers cook their meals?"),
  en("13", "What does an espresso machine cost?"),
  en("14", "How long does it take to bake a chocolate cake?"),
  en("15", "How does yeast turn beer alcoholic?"),
  en("16", "What is the history of coffee in Brazil?"),
  zh("1", "月亮上有水吗？"),
  zh("2", "猫为什么喜欢晒太阳？"),
  zh("3", "怎么做红烧肉？"),
  zh("4", "黄河发源于哪里？"),
  zh("5", "白血病是什么病？"),
  zh("6", "水的沸点是多少度？"),
  zh("7", "量子计算机的原理是什么？"),
  zh("8", "长城有多长？"),
  zh("9", "docker 容器怎么删除？"),
  zh("10", "绿豆汤怎么煮？"),
  zh("11", "蚂蚁之间怎么交流？"),
  zh("12", "如何学习日语？"),
  zh("13", "马拉松比赛全程有多少公里？"),
  zh("14", "大熊猫的寿命有多长？"),
  zh("15", "绿茶可以减肥吗？"),
  zh("16", "git 怎么设置代理？"),
  zh("17", "熊猫血是什么血型？"),
  zh("18", "北京的冬天冷吗？"),
];
