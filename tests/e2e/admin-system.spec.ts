/**
 * The back office's system screens in a browser, by keyboard only: the owner finds a failed
 * background job with its reason and retries it (it then runs and shows as done), and narrows the
 * audit log to one record. axe 0 on both; screenshots at 1280 and 768 px in /tmp/shots-jobs/.
 */
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { recordAudit } from "#modules/audit/log.ts";
import { newOwner, screenshotsAt, signInOwner, tabTo } from "./admin-helpers.ts";
import { expectNoAxeViolations, withE2eDatabase } from "./shop-helpers.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/shots-jobs";
const REASON = "Verbindung zum Mailserver abgebrochen";

test("the owner sees a failed job with its reason and retries it, by keyboard", async ({ page }) => {
  const owner = await newOwner("shop_manager");
  // A housekeeping run that failed for good (as after a lost connection): it waits for the owner.
  const jobId = await withE2eDatabase(async (db) => {
    const added = await db.execute<{ id: string }>(sql`
      select (graphile_worker.add_job('housekeeping.purge', '{}'::json,
        run_at => now() + interval '1 day', max_attempts => 1)).id::text as id`);
    const id = added.rows[0]?.id ?? "";
    await db.execute(sql`update graphile_worker._private_jobs
      set attempts = 1, last_error = ${REASON} where id = ${id}::bigint`);
    return id;
  });
  await signInOwner(page, owner, "/admin/jobs/");
  await expect(page.getByRole("heading", { level: 1, name: "Hintergrundaufgaben" })).toBeVisible();
  const row = page.locator(`tr[data-job-id="${jobId}"]`);
  await expect(row).toContainText(REASON);
  await expect(row).toContainText("Fehlgeschlagen");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "jobs-failed", [1280, 768]);

  const retry = row.getByRole("button", {
    name: `Aufgabe Aufräumen (abgelaufene Daten) (Nr. ${jobId}) erneut versuchen`,
  });
  await tabTo(page, retry);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Die Aufgabe wurde erneut eingeplant.")).toBeVisible();
  // It runs now and shows up among the finished runs; the queue no longer holds it.
  const done = page.locator("section[aria-labelledby='jobs-recent'] tr").filter({ hasText: `#${jobId}` });
  // The run is recorded while the job still runs; the library deletes it from the queue just
  // after: poll both, a page load may fall between the two.
  const queued = page.locator(`tr[data-job-id="${jobId}"]`);
  await expect
    .poll(
      async () => {
        await page.reload();
        return { done: await done.count(), queued: await queued.count() };
      },
      { timeout: 20_000 },
    )
    .toEqual({ done: 1, queued: 0 });
  await expect(done).toContainText("Erledigt");
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "jobs-done", [1280, 768]);
});

test("the owner narrows the audit log to one order, by keyboard", async ({ page }) => {
  const owner = await newOwner("administrator");
  const orderId = 900_000 + Math.floor(Math.random() * 99_999);
  await withE2eDatabase(async (db) => {
    for (const [from, to] of [
      ["pending", "processing"],
      ["processing", "completed"],
    ]) {
      await recordAudit(db, {
        actor: { id: owner.id, label: owner.email },
        entity: "order",
        entityId: orderId,
        action: "status",
        changes: { status: { from, to } },
      });
    }
    await recordAudit(db, {
      actor: { id: owner.id, label: owner.email },
      entity: "customer",
      entityId: orderId,
      action: "update",
      changes: { group: { from: "a", to: "b" } },
    });
  });
  await signInOwner(page, owner, "/admin/audit/");
  await expect(page.getByRole("heading", { level: 1, name: "Protokoll" })).toBeVisible();

  const kind = page.getByLabel("Datensatz-Art");
  await tabTo(page, kind);
  // A closed <select> takes its option from the typed letters, as for any keyboard user.
  await page.keyboard.type("Bestellung");
  await expect(kind).toHaveValue("order");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Datensatz-Nr.")).toBeFocused();
  await page.keyboard.type(String(orderId));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`entity=order&entityId=${orderId}`));
  await expect(page.getByRole("heading", { name: "2 Einträge" })).toBeVisible();
  const rows = page.locator("section[aria-labelledby='audit-list'] tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("processing → completed");
  await expect(rows.first().getByRole("link", { name: `Bestellung ${orderId}` })).toHaveAttribute(
    "href",
    `/admin/orders/${orderId}/`,
  );
  await expectNoAxeViolations(page);
  await screenshotsAt(page, SHOTS, "audit-filtered", [1280, 768]);
});
