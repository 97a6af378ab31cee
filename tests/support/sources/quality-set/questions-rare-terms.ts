/**
 * Quality-set questions over the documents built around rare terms (see questions.ts): each names
 * a term that one passage holds, among common words that many passages repeat.
 */
import type { QualityQuestionInput } from "./question-input";

const bread = (id: string, question: string, passage: string): QualityQuestionInput => ({
  id: `bread-${id}`,
  language: "en",
  documentId: "bread-en",
  question,
  passage,
});
const road = (id: string, question: string, passage: string): QualityQuestionInput => ({
  id: `road-${id}`,
  language: "zh",
  documentId: "tea-horse-road-zh",
  question,
  passage,
});

export const RARE_TERM_QUESTIONS: readonly QualityQuestionInput[] = [
  bread(
    "1",
    "What is an autolyse, and why does bread dough rest with the flour and water?",
    "An autolyse is a rest of twenty to sixty minutes between mixing and kneading",
  ),
  bread("2", "What is a banneton for when the dough rises?", "Round loaves often proof in a banneton, a basket of cane or wood pulp"),
  bread("3", "What is a poolish made of?", "A poolish is a very wet preferment made the day before from equal weights of flour and water"),
  bread("4", "What do bakers cut the loaf with before it goes in the oven?", "the loaf is cut with a lame, a thin razor blade on a handle"),
  bread("5", "How can I tell that the dough has been kneaded enough?", "A well-kneaded dough passes the windowpane test"),
  bread(
    "6",
    "Who described the autolyse method, and when?",
    "The method was described by the French baking professor Raymond Calvel in 1974.",
  ),
  bread(
    "7",
    "At what internal temperature is a loaf baked through?",
    "A loaf is baked through when its inside reaches about ninety-six degrees",
  ),
  road("1", "锅头在马帮里负责什么？", "领头的人叫作锅头，负责安排路线、管理人员和货物"),
  road("2", "茶马司是哪个朝代设立的？", "宋代朝廷在四川设立茶马司"),
  road("3", "背夫走累了怎么休息？", "走累了就把拐子撑在背架下面站着歇气"),
  road("4", "为什么运往藏区的茶叶要压成砖茶？", "砖茶体积小、不怕挤压，也不容易受潮变质"),
  road("5", "马帮头骡挂的铜铃有什么用？", "铃声在山谷里传得很远，既能提醒对面来的马帮让路，也能吓走野兽"),
  road("6", "茶马古道上的马帮运输是怎么消失的？", "汽车取代了马帮"),
  road("7", "藏区的人为什么需要喝茶？", "需要喝茶来帮助消化"),
];
