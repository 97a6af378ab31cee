import type { KindTable } from "./types";

/** The crafts, music, fitness and general kinds (split from ./kinds-zh for length). */
export const MORE_KINDS_ZH: Pick<KindTable, "crafts" | "music" | "fitness" | "general"> = {
  crafts: {
    summary:
      "{topic}是一门动手制作的手艺：按照一套方法，一步步把原材料变成成品。进步来自把几项核心技法练到稳定可靠、边做边测量和检查，以及在结果不理想时找出原因。人们学习它，是为了做出自己用得上、送得出手的东西，放松身心，有时也为了出售作品。",
    currentState:
      "工具和材料的价格与质量差别很大，关于高温、刀具、粉尘和化学品的安全建议也会不时更新；先从一套基础工具开始，按工具和材料附带的最新说明操作，添置更多之前不妨对比一下最新评价。",
    stages: [
      "{topic}的工具、材料与安全的工作台",
      "{topic}基础技法，一次练一项",
      "按食谱、图样或图纸完成{topic}",
      "{topic}中的测量、计时与检查",
      "{topic}常见问题的排查与方法调整",
      "完成一件{topic}成品：综合项目",
    ],
    prerequisites: ["按书面步骤操作", "准确地称量和测量", "固定的练习时间"],
    commonGoals: ["做出愿意自己用或送人的成品", "把{topic}当作放松的爱好", "掌握{topic}的经典技法", "出售或分享自己做的东西"],
    trends: [
      "短视频课程让人更容易看清有经验的人如何完成{topic}的每一步",
      "很多学习者在线上社区分享{topic}作品的照片来获得反馈",
      "普遍建议经常做小件，而不是攒着做一件大作品",
    ],
    handsOn: "练习",
    practiseVerb: "练习",
    outcome: "独立从头到尾完成一件{topic}成品",
    certifiable: false,
  },
  music: {
    summary:
      "{topic}既靠手，也靠耳朵：进步来自稳稳地跟住节拍、弄懂音与音在音阶和音程里的关系，以及把短小的片段慢慢地、经常地练到稳定可靠。人们学习它，是为了弹奏或唱出自己喜欢的音乐、和别人一起玩音乐、写自己的作品，也为了放松身心。",
    currentState:
      "乐器、App 和设备的价格与质量差别很大；一件状态良好的乐器（或你的嗓子、免费的音乐软件）、一个调音器和一个节拍器就足以起步。添置更多器材前先对比最新评价，并尽早请老师或借助录像检查自己的姿势。",
    stages: [
      "{topic}的姿势、调音与第一个音",
      "节奏：{topic}中稳稳地跟住拍子",
      "{topic}中的音、音阶与调",
      "练习{topic}：慢练、循环与节拍器",
      "{topic}的表现力：力度、乐句与录音回听",
      "完整演奏或录制一首{topic}作品：综合项目",
    ],
    prerequisites: ["用来练习的乐器、嗓子或音乐软件", "固定的练习时间", "仔细聆听录音"],
    commonGoals: ["弹奏或唱出自己喜欢的曲子", "把{topic}当作放松的爱好", "和别人合奏或为朋友表演", "通过{topic}考级"],
    trends: [
      "调音器、节拍器和伴奏 App 让每天练习{topic}更方便",
      "很多学习者在网上分享短录音，为自己的{topic}获取反馈",
      "普遍建议每天少量练习，而不是偶尔长时间练习",
    ],
    handsOn: "练习",
    practiseVerb: "练习",
    outcome: "从头到尾、合着拍子完整演奏或录制一首{topic}作品",
    certifiable: true,
  },
  fitness: {
    summary: "{topic}能改善你的身体感受、活动能力和表现。持久的进步来自正确的动作、循序渐进的负荷和坚持，再加上足够的休息与营养。",
    currentState: "相关建议在不断更新；涉及健康的问题请遵循专业人士的最新建议，如有健康问题，开始前请先咨询医生。",
    stages: [
      "{topic}安全须知、基础动作与热身",
      "建立稳定的{topic}习惯",
      "循序渐进：通过{topic}变得更强更健康",
      "{topic}的恢复、睡眠与营养",
      "记录进展，突破{topic}瓶颈",
      "四周{topic}计划：综合实践",
    ],
    prerequisites: ["基本的活动度和热身", "安全的动作要领", "切实可行的每周安排"],
    commonGoals: ["养成稳定的{topic}习惯", "通过{topic}变得更强或更健康", "减重或改善健康状况", "为比赛或个人目标做准备"],
    trends: ["可穿戴设备和 App 让记录{topic}进展更方便", "短时、高频的训练是保持坚持的流行方式", "恢复和睡眠越来越被视为训练的一部分"],
    handsOn: "训练",
    practiseVerb: "练习",
    outcome: "坚持 12 周稳定的{topic}计划",
    certifiable: false,
  },
  general: {
    summary: "{topic}可以一步步学会：先打基础，再规律练习，最后用在真实的事情上。把它拆成具体的小步骤，会让进步稳定得多。",
    currentState: "学习{topic}的资源包括书籍、课程和社区；质量参差不齐，投入之前不妨先比较几个最新的。",
    stages: [
      "认识{topic}：核心概念与术语",
      "{topic}入门：工具与第一步",
      "{topic}核心技能",
      "在真实例子中练习{topic}",
      "更进一步：{topic}常见误区与好习惯",
      "{topic}综合项目",
    ],
    prerequisites: ["查资料和做笔记", "设定具体的小目标", "从反馈中学习"],
    commonGoals: ["理解{topic}的基础", "在真实场景中自如地运用{topic}", "把{topic}用到工作中", "深入钻研并精通{topic}"],
    trends: [
      "线上社区让学习{topic}时更容易获得反馈",
      "结构化的短课加规律练习是学习{topic}的常见方式",
      "很多学习者用 AI 助手解释概念，但最好核对它的回答",
    ],
    handsOn: "练习",
    practiseVerb: "练习",
    outcome: "独立应对一个与{topic}相关的真实场景或项目",
    certifiable: false,
  },
};
