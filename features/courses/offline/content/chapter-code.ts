/**
 * Code for the worked examples of technical chapters. The offline model cannot
 * know a chapter's real API, so each snippet is small, correct, runnable code
 * in the language the topic suggests, shaped as the chapter's step loop (tiny
 * input → one step → check). `{c1}`-`{c3}` are the localised step comments and
 * `{title}` the chapter title; both are filled in by the caller.
 */
export interface CodeSample {
  fence: string;
  main: string;
  variation: string;
}

const PYTHON: CodeSample = {
  fence: "python",
  main: `# {title}
# {c1}
items = [
    {"name": "first", "value": 3},
    {"name": "second", "value": 5},
    {"name": "third", "value": 8},
]

# {c2}
def summarize(rows):
    total = sum(row["value"] for row in rows)
    return {"count": len(rows), "total": total, "average": total / len(rows)}

# {c3}
result = summarize(items)
print(result)  # {'count': 3, 'total': 16, 'average': 5.333333333333333}
assert result["total"] == 16`,
  variation: `def summarize(rows):
    if not rows:  # an empty input would divide by zero
        return {"count": 0, "total": 0, "average": None}
    total = sum(row["value"] for row in rows)
    return {"count": len(rows), "total": total, "average": total / len(rows)}

assert summarize([]) == {"count": 0, "total": 0, "average": None}
assert summarize([{"name": "only", "value": 4}])["average"] == 4`,
};

const JAVASCRIPT: CodeSample = {
  fence: "javascript",
  main: `// {title}
// {c1}
const items = [
  { name: "first", value: 3 },
  { name: "second", value: 5 },
  { name: "third", value: 8 },
];

// {c2}
function summarize(rows) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return { count: rows.length, total, average: total / rows.length };
}

// {c3}
console.log(summarize(items)); // { count: 3, total: 16, average: 5.333333333333333 }`,
  variation: `function summarize(rows) {
  if (rows.length === 0) return { count: 0, total: 0, average: null }; // no division by zero
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return { count: rows.length, total, average: total / rows.length };
}

console.log(summarize([])); // { count: 0, total: 0, average: null }`,
};

const SQL: CodeSample = {
  fence: "sql",
  main: `-- {title}
-- {c1}
CREATE TABLE lessons (id integer PRIMARY KEY, topic text NOT NULL, minutes integer NOT NULL);
INSERT INTO lessons (id, topic, minutes) VALUES (1, 'basics', 20), (2, 'practice', 40), (3, 'review', 15);

-- {c2}
SELECT topic, minutes FROM lessons WHERE minutes >= 20 ORDER BY minutes DESC;

-- {c3}
SELECT count(*) AS lessons, sum(minutes) AS total_minutes FROM lessons;  -- 3 | 75`,
  variation: `-- Rows with a missing value: count(*) counts them, count(column) does not.
INSERT INTO lessons (id, topic, minutes) VALUES (4, 'extra', 0);
SELECT topic, count(*) AS lessons, sum(minutes) AS total_minutes
FROM lessons
GROUP BY topic
HAVING sum(minutes) > 0
ORDER BY total_minutes DESC;`,
};

const KUBERNETES: CodeSample = {
  fence: "yaml",
  main: `# {title}
# {c1}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: hello-web
spec:
  # {c2}
  replicas: 2
  selector:
    matchLabels: { app: hello-web }
  template:
    metadata:
      labels: { app: hello-web }
    spec:
      containers:
        - name: web
          image: nginx:stable
          ports:
            - containerPort: 80
# {c3}
#   kubectl apply -f hello-web.yaml
#   kubectl get pods -l app=hello-web   # two pods, STATUS Running`,
  variation: `apiVersion: v1
kind: Service
metadata:
  name: hello-web
spec:
  selector: { app: hello-web }   # must match the Deployment's pod labels
  ports:
    - port: 80
      targetPort: 80
#   kubectl get endpoints hello-web   # empty? the selector does not match`,
};

const DOCKER: CodeSample = {
  fence: "dockerfile",
  main: `# {title}
# {c1}
FROM python:3-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

# {c2}
COPY . .
CMD ["python", "app.py"]

# {c3}
#   docker build -t my-app .
#   docker run --rm my-app`,
  variation: `# Copy the dependency list before the code: editing app.py then reuses the cached install layer.
FROM python:3-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
USER nobody
CMD ["python", "app.py"]`,
};

const SHELL: CodeSample = {
  fence: "bash",
  main: `# {title}
# {c1}
mkdir -p ~/practice/chapter && cd ~/practice/chapter
printf 'alpha\\nbeta\\ngamma\\n' > notes.txt

# {c2}
grep -n 'beta' notes.txt   # 2:beta
wc -l notes.txt            # 3 notes.txt

# {c3}
git init -q && git add notes.txt && git commit -qm "First practice file"
git log --oneline`,
  variation: `# Stop at the first failing command instead of carrying on with a broken state.
set -euo pipefail
test -f notes.txt || { echo "notes.txt is missing" >&2; exit 1; }
sort notes.txt | uniq -c`,
};

/** Topic keywords → sample; the first match wins, so specific tools come before general languages. */
const MATCHERS: readonly [RegExp, CodeSample][] = [
  [/kubernetes|\bk8s\b|kubectl|helm/i, KUBERNETES],
  [/docker|container|容器/i, DOCKER],
  [/\bsql\b|postgres|mysql|sqlite|database|数据库/i, SQL],
  [/python|pandas|numpy|django|flask|jupyter|machine learning|data (?:analysis|science)|数据分析|机器学习|爬虫/i, PYTHON],
  [/javascript|typescript|\breact\b|\bvue\b|angular|node(?:\.js|js)?\b|next\.js|front-?end|前端|\bhtml\b|\bcss\b|web/i, JAVASCRIPT],
  [/\bgit\b|linux|\bbash\b|shell|command line|devops|运维|命令行/i, SHELL],
];

/** Texts in priority order (the course topic first, then titles): the first text with a match decides; Python otherwise. */
export function codeSampleFor(texts: readonly string[]): CodeSample {
  for (const text of texts) {
    const match = MATCHERS.find(([pattern]) => pattern.test(text));
    if (match) return match[1];
  }
  return PYTHON;
}
