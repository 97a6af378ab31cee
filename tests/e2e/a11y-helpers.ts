import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Waits for finite animations (entrances, transitions) so axe measures final colours, not a fade. */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations;
      return iterations !== Infinity;
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // motion runs some animations in JavaScript (a fade with a slide, layout), writing inline styles
    // every frame, with no Animation object to wait on: settled once no style has changed for 250 ms
    // (at most 3 s). Scanned mid-fade, a card's text read as low contrast.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, 250);
      });
      let quiet = setTimeout(done, 250);
      const cap = setTimeout(done, 3000);
      function done() {
        clearTimeout(quiet);
        clearTimeout(cap);
        observer.disconnect();
        resolve();
      }
      observer.observe(document.body, { attributes: true, attributeFilter: ["style"], subtree: true });
    });
  });
}

interface Finding {
  scheme: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page in light and dark mode and fails on any serious or
 * critical violation (listing rule, impact and elements), and on a page that
 * does not have exactly one level-one heading. Soft assertions: one run
 * reports every state's findings, and the test still fails.
 */
export async function expectAccessible(page: Page, label: string) {
  const findings: Finding[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== "serious" && violation.impact !== "critical") continue;
      findings.push({
        scheme: colorScheme,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 8).map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n")[1] ?? ""}`.trim()),
      });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  const report = findings.map((f) => `[${f.scheme}] ${f.impact} ${f.rule}: ${f.help}\n    ${f.targets.join("\n    ")}`).join("\n");
  expect.soft(findings, `${label}: serious/critical axe violations\n${report}`).toEqual([]);
  await expect.soft(page.locator("h1"), `${label}: exactly one h1`).toHaveCount(1);
}
