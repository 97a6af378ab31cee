import { heldOutMaterialQuestions, type MaterialWant } from "@/tests/support/held-out/material-questions";

/**
 * A fifth held-out set of questions about the learner's uploaded material, written before reading
 * the readers: each names the material in its own way ("my PDF", "the slides I uploaded", "我的讲义",
 * "课件") around what it asks. A person reads the question's subject — the search must rank and
 * judge passages by that, never by the frame (a passage need not say "uploaded" or "讲义" to answer).
 * A request about the whole material ("summarize the document I uploaded") is no search for its
 * words: it is left to the host tutor, which says what it can do offline.
 */
const ROWS: [string, MaterialWant][] = [
  ["what does my PDF say about photosynthesis?", { ask: /^photosynthesis$/i }],
  ["in the slides I uploaded, how is the loss function defined?", { ask: /^loss function(?: defined)?$/i }],
  ["does my file mention Kubernetes anywhere?", { ask: /^kubernetes$/i }],
  ["what are the main points of my notes on the French Revolution", { ask: /^french revolution$/i }],
  ["according to my textbook, what causes inflation?", { ask: /^(?:causes )?inflation$/i }],
  ["where in my notes do I talk about SQL JOINs?", { ask: /^sql joins$/i }],
  ["what does the paper say about attention heads", { ask: /^attention heads$/i }],
  ["is there anything in my sources about C++ move semantics", { ask: /^c\+\+ move semantics$/i }],
  ["my notes on Node.js streams — what do they say about backpressure?", { ask: /^(?:node js streams )?backpressure$/i }],
  ["hey, does the handout explain what a p-value is?", { ask: /^p-value(?: value)?$/i }],
  ["wat does my doc say abt recursion", { ask: /^recursion$/i }],
  ["can you find where my notes define entropy", { ask: /^entropy$/i }],
  ["我上传的文档里怎么说光合作用的？", { ask: /^光合作用$/ }],
  ["资料里有没有提到哈希表", { ask: /^哈希表$/ }],
  ["我的笔记中关于闭包的部分讲了什么", { ask: /^闭包$/ }],
  ["在我的讲义里，TCP三次握手是怎么描述的", { ask: /^tcp 三次\s?握手$/i }],
  ["根据我上传的材料，解释一下什么是过拟合", { ask: /^过拟合$/ }],
  ["这份PDF里提到的Transformer是什么", { ask: /^transformer$/i }],
  ["summarize the document I uploaded", { whole: true }],
  ["what's in the file?", { whole: true }],
  ["帮我总结一下上传的PDF", { whole: true }],
  ["课件里的第三章讲了什么", { whole: true }],
  // Questions for the course typed beside the notes in the workspace (its probe-5 rows, read as questions).
  ["can you explain what backpropagation is", { ask: /^backpropagation$/i }],
  ["which chapter talks about hash tables?", { ask: /^hash tables$/i }],
  ["where did we cover gradient descent", { ask: /^gradient descent$/i }],
  ["where's the part about k8s services", { ask: /^k8s services$/i }],
  ["ELI5 k8s pods", { ask: /^k8s pods$/i }],
  ["give me an example of a C++ move constructor", { ask: /^C\+\+ move constructor$/i }],
  ["what's the difference between let and const?", { ask: /^let const$/i }],
  ["解释一下什么是闭包", { ask: /^闭包$/ }],
  ["哪一章讲了哈希表？", { ask: /^哈希表$/ }],
  ["给我讲讲 k8s 的 Service 是干嘛的", { ask: /^k8s service$/i }],
  ["这一章说的归一化是什么意思", { ask: /^归一化$/ }],
  ["用简单的话解释一下 SQL JOIN", { ask: /^SQL JOIN$/i }],
  // Variants of the classes the first rows found.
  ["what do my lecture notes say about mitosis?", { ask: /^mitosis$/i }],
  ["did the textbook I uploaded mention the Krebs cycle?", { ask: /^krebs cycle$/i }],
  ["in my slides, where's the part about gradient clipping", { ask: /^gradient clipping$/i }],
  ["讲义里提到的梯度裁剪是什么", { ask: /^梯度\s?裁剪$/ }],
  ["课本中关于细胞分裂的部分怎么说", { ask: /^细胞\s?分裂$/ }],
  ["what's the difference between `let` and `var`?", { ask: /^let var$/i }],
  ["什么是过采样", { ask: /^过采样$/ }],
  ["summarise the notes I uploaded", { whole: true }],
  ["总结一下我上传的文档", { whole: true }],
  ["is backpropagation covered anywhere in my uploads?", { ask: /^backpropagation$/i }],
  ["in the pdf, what's a monad", { ask: /^monad$/i }],
  ["我的课件里讲没讲过红黑树", { ask: /^红黑树$/ }],
];

heldOutMaterialQuestions("probe 5", ROWS);
