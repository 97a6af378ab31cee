/**
 * Sources through the real route handlers on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
 * upload and paste → the ingester → list/detail/search/read lines in English and Chinese;
 * per-file refusals (413/415/400) that leave the others alone; ownership (another browser → 404);
 * rename and delete (a deleted source is no longer found).
 */
import { describe, expect, it } from "vitest";
import { GET as searchRoute } from "@/app/api/courses/[id]/search/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/courses/[id]/sources/route";
import { DELETE as deleteRoute, GET as detailRoute, PATCH as patchRoute } from "@/app/api/courses/[id]/sources/[sourceId]/route";
import {
  SOURCE_LIMITS,
  searchResponseSchema,
  sourceDetailResponseSchema,
  sourceListResponseSchema,
  sourcesCreatedResponseSchema,
} from "@/features/sources/contract";
import { readSourceLines } from "@/features/sources/data/source-reader";
import { expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { drainSources, searchUrl, sourcesUrl, uploadRequest } from "@/tests/support/sources/index-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const ENGLISH = `# Photosynthesis

Plants turn light into chemical energy.

## Chlorophyll

Chlorophyll absorbs red and blue light and reflects green, which is why leaves look green.

## The Calvin cycle

The Calvin cycle fixes carbon dioxide into sugar using ATP and NADPH.
`;
const CHINESE = `# 机器学习

机器学习是人工智能的一个分支。它研究计算机怎样从数据中学习规律，而不是由人逐条写出规则。一个机器学习系统通常包括数据、模型、损失函数和优化方法四个部分。数据决定了模型能学到什么，模型决定了能表达什么样的规律，损失函数衡量预测和事实之间的差距，优化方法则负责一步一步地减小这个差距。今天，从搜索引擎到语音助手，从推荐系统到医学影像，到处都能看到机器学习的身影。

## 监督学习

监督学习使用带标签的数据训练模型，例如垃圾邮件分类。
每一封训练邮件都事先标注了“垃圾”或“正常”，模型在训练中不断比较自己的判断和标注，逐渐学会区分两类邮件。监督学习的任务大致分为分类和回归：分类预测的是类别，比如一张图片里是猫还是狗；回归预测的是数值，比如明天的气温或者一套房子的价格。标注数据往往需要大量人工，这是监督学习最主要的成本。为了检验模型是否真的学会了规律，人们会留出一部分从未参与训练的数据作为测试集。

## 强化学习

强化学习通过奖励信号让智能体学会决策。
智能体在环境中采取行动，环境返回新的状态和一个奖励，智能体的目标是让长期累积的奖励尽可能大。和监督学习不同，这里没有人告诉它每一步的正确答案，它只能通过反复尝试来发现哪些行动更好。下棋程序、机器人控制和游戏中的人工智能都常常使用强化学习。探索和利用之间的平衡是强化学习的核心难题：只做已知最好的事可能错过更好的选择，一味尝试新东西又会浪费机会。
`;
/** The 1-based line of the document holding `text`. */
const lineOf = (document: string, text: string) => document.split("\n").findIndex((line) => line.includes(text)) + 1;

describe.each(testDatabaseTargets())("sources routes on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open() });
  const search = async (courseId: string, cookie: string, q: string) => {
    const response = await searchRoute(request(searchUrl(courseId, q), { cookie }), params({ id: courseId }));
    expect(response.status).toBe(200);
    return searchResponseSchema.parse(await response.json());
  };

  it("upload and paste → ready → listed, searchable in English and Chinese, readable by lines", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    const upload = await createRoute(
      uploadRequest(courseId, cookie, [
        { name: "photosynthesis.md", content: ENGLISH, type: "text/markdown" },
        { name: "机器学习.txt", content: CHINESE },
      ]),
      params({ id: courseId }),
    );
    expect(upload.status).toBe(202);
    const created = sourcesCreatedResponseSchema.parse(await upload.json()).results;
    expect(created.map((result) => result.ok && result.source.status)).toEqual(["queued", "queued"]);
    const paste = await createRoute(
      request(sourcesUrl(courseId), {
        method: "POST",
        cookie,
        body: JSON.stringify({ title: "My notes", text: "Mitochondria are the powerhouse of the cell." }),
      }),
      params({ id: courseId }),
    );
    expect(paste.status).toBe(202);

    await drainSources(db);
    const list = sourceListResponseSchema.parse(
      await (await listRoute(request(sourcesUrl(courseId), { cookie }), params({ id: courseId }))).json(),
    );
    expect(list.sources.map((source) => [source.title, source.status])).toEqual([
      ["photosynthesis", "ready"],
      ["机器学习", "ready"],
      ["My notes", "ready"],
    ]);
    expect(list.sources.every((source) => source.chunkCount > 0 && source.lineCount > 0)).toBe(true);
    expect(list.search).toEqual({ mode: "keyword" });

    const english = await search(courseId, cookie, "Which light does chlorophyll absorb? absorbs");
    expect(english.hits[0]).toMatchObject({ ref: "S1", kind: "upload", title: "photosynthesis", channels: ["keyword"], path: null });
    expect(english.hits[0]!.snippet).toContain("Chlorophyll absorbs red and blue light");
    const lines = await readSourceLines(db, {
      ownerId,
      courseId,
      sourceId: english.hits[0]!.sourceId,
      start: english.hits[0]!.lineStart,
      end: english.hits[0]!.lineEnd,
    });
    expect(lines.numbered).toMatch(/\d+\| Chlorophyll absorbs red and blue light/);

    // A Chinese question (segmenter words and bigrams) finds the supervised-learning chunk, by its exact lines.
    const chinese = await search(courseId, cookie, "监督学习用什么样的数据训练模型？");
    const top = chinese.hits[0]!;
    expect(top).toMatchObject({ title: "机器学习", channels: ["keyword"] });
    expect(top.snippet).toContain("带标签的数据");
    const answerLine = lineOf(CHINESE, "监督学习使用带标签的数据训练模型");
    expect(top.lineStart).toBeLessThanOrEqual(answerLine);
    expect(top.lineEnd).toBeGreaterThanOrEqual(answerLine);
    expect(top.lineEnd).toBeLessThan(lineOf(CHINESE, "强化学习通过奖励信号")); // that chunk, not the whole document
    const chineseLines = await readSourceLines(db, { ownerId, courseId, sourceId: top.sourceId, start: top.lineStart, end: top.lineEnd });
    expect(chineseLines.numbered).toContain(`${answerLine}| 监督学习使用带标签的数据训练模型，例如垃圾邮件分类。`);
    const reinforcement = (await search(courseId, cookie, "智能体怎样学会决策")).hits[0]!;
    expect(reinforcement.lineStart).toBeGreaterThan(top.lineStart);
    expect(reinforcement.snippet).toContain("奖励");
    const pasted = await search(courseId, cookie, "mitochondria");
    expect(pasted.hits.map((hit) => hit.title)).toEqual(["My notes"]);

    const detail = sourceDetailResponseSchema.parse(
      await (
        await detailRoute(
          request(`${sourcesUrl(courseId)}/${english.hits[0]!.sourceId}`, { cookie }),
          params({ id: courseId, sourceId: english.hits[0]!.sourceId }),
        )
      ).json(),
    );
    expect(detail.text.split("\n")[english.hits[0]!.lineStart - 1]).toBeDefined();
    expect(detail.text).toContain("The Calvin cycle fixes carbon dioxide");
  });

  it("refuses each bad file with its own status and keeps the good ones", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    const big = new Uint8Array(SOURCE_LIMITS.fileBytes + 1).fill(0x61);
    const response = await createRoute(
      uploadRequest(courseId, cookie, [
        { name: "..\\..\\etc/<img src=x onerror=alert(1)>.md", content: "# Fine\n\nA good file." },
        { name: "program.exe", content: new Uint8Array([0x4d, 0x5a, 0, 1, 2]) },
        { name: "huge.txt", content: big },
        { name: "empty.txt", content: "" },
      ]),
      params({ id: courseId }),
    );
    expect(response.status).toBe(202);
    const results = sourcesCreatedResponseSchema.parse(await response.json()).results;
    expect(results.map((result) => (result.ok ? "ok" : result.status))).toEqual(["ok", 415, 413, 400]);
    expect(results[0]!.fileName).toBe("<img src=x onerror=alert(1)>.md");

    const only = await createRoute(uploadRequest(courseId, cookie, [{ name: "x.exe", content: "MZ" }]), params({ id: courseId }));
    await expectError(only, 415, "unsupported_media_type");
    const many = Array.from({ length: SOURCE_LIMITS.filesPerRequest + 1 }, (_, index) => ({ name: `f${index}.txt`, content: "text" }));
    await expectError(await createRoute(uploadRequest(courseId, cookie, many), params({ id: courseId })), 413, "payload_too_large");
    const declaredHuge = new Request(sourcesUrl(courseId), {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) },
      body: "--x--",
    });
    await expectError(await createRoute(declaredHuge, params({ id: courseId })), 413, "payload_too_large");
    await expectError(
      await createRoute(
        request(sourcesUrl(courseId), { method: "POST", cookie, body: "plain", headers: { "content-type": "text/plain" } }),
        params({ id: courseId }),
      ),
      415,
      "unsupported_media_type",
    );
    const list = sourceListResponseSchema.parse(
      await (await listRoute(request(sourcesUrl(courseId), { cookie }), params({ id: courseId }))).json(),
    );
    expect(list.sources).toHaveLength(1);
  });

  it("another browser's course and source ids are 404; rename and delete are the owner's; deleted is not found", async () => {
    const owner = await workspaceBrowser();
    const stranger = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, owner.ownerId);
    const strangerCourse = await confirmedCourse(db, stranger.ownerId);
    const created = sourcesCreatedResponseSchema.parse(
      await (
        await createRoute(
          uploadRequest(courseId, owner.cookie, [{ name: "secret.md", content: "# Secret\n\nThe vault code is zebra." }]),
          params({ id: courseId }),
        )
      ).json(),
    ).results[0]!;
    if (!created.ok) throw new Error("upload refused");
    const sourceId = created.source.id;
    await drainSources(db);
    const sourceUrl = `${sourcesUrl(courseId)}/${sourceId}`;
    const ids = params({ id: courseId, sourceId });

    await expectError(
      await listRoute(request(sourcesUrl(courseId), { cookie: stranger.cookie }), params({ id: courseId })),
      404,
      "not_found",
    );
    await expectError(await detailRoute(request(sourceUrl, { cookie: stranger.cookie }), ids), 404, "not_found");
    await expectError(
      await searchRoute(request(searchUrl(courseId, "zebra"), { cookie: stranger.cookie }), params({ id: courseId })),
      404,
      "not_found",
    );
    await expectError(await deleteRoute(request(sourceUrl, { method: "DELETE", cookie: stranger.cookie }), ids), 404, "not_found");
    // The stranger's own course with the owner's source id: still not found.
    await expectError(
      await detailRoute(
        request(`${sourcesUrl(strangerCourse)}/${sourceId}`, { cookie: stranger.cookie }),
        params({ id: strangerCourse, sourceId }),
      ),
      404,
      "not_found",
    );
    await expect(
      readSourceLines(db, { ownerId: stranger.ownerId, courseId: strangerCourse, sourceId, start: 1, end: 3 }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await search(strangerCourse, stranger.cookie, "zebra")).hits).toEqual([]);

    const renamed = await patchRoute(
      request(sourceUrl, { method: "PATCH", cookie: owner.cookie, body: JSON.stringify({ title: "  Vault\u0000 notes " }) }),
      ids,
    );
    expect(((await renamed.json()) as { source: { title: string } }).source.title).toBe("Vault notes");
    expect((await search(courseId, owner.cookie, "zebra")).hits.map((hit) => hit.title)).toEqual(["Vault notes"]);
    expect((await deleteRoute(request(sourceUrl, { method: "DELETE", cookie: owner.cookie }), ids)).status).toBe(204);
    expect((await search(courseId, owner.cookie, "zebra")).hits).toEqual([]);
    await expectError(await detailRoute(request(sourceUrl, { cookie: owner.cookie }), ids), 404, "not_found");
  });

  it("hostile queries are answered (200), never a 500", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const { db } = database();
    const courseId = await confirmedCourse(db, ownerId);
    await createRoute(uploadRequest(courseId, cookie, [{ name: "a.md", content: ENGLISH }]), params({ id: courseId }));
    await drainSources(db);
    const hostile = [
      "light & | ! ( ) :* <-> 'quote' \\",
      "'; DROP TABLE sources; --",
      "x".repeat(SOURCE_LIMITS.queryChars),
      "word ".repeat(SOURCE_LIMITS.queryChars / 5),
      "🌱🌿 light 🔬",
      "the of and a",
      "   ",
      "光合作用 chlorophyll 叶绿素",
    ];
    for (const q of hostile) await search(courseId, cookie, q);
    // A NUL and a lone surrogate half, as raw bytes in the URL.
    const raw = await searchRoute(request(`${searchUrl(courseId, "")}%00%ED%A0%80%25%FF`, { cookie }), params({ id: courseId }));
    expect(raw.status).toBe(200);
    expect((await search(courseId, cookie, "light & | ! ( )")).hits.length).toBeGreaterThan(0);
  });
});
