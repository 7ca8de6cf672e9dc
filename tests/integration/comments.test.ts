/**
 * Comments over HTTP (issue 25 item 4 and 7): the no-JS submit (303 to the post, the held
 * comment shown to its author only, the owner's mail), honeypot, nonce and the per-IP limit with
 * German messages and the page intact, the moderation queue's steps (owners only, audited), the
 * owner's reply, the auto-approval setting, and `wp/v2/comments` with its role checks.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, postComments } from "#db/schema/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;
const QUEUE = "/admin/comments/";

let owner: Visitor;
let post: { id: number; slug: string; path: string };

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const { rows } = await app().database.pool.query<{ id: number; slug: string }>(
    "select id, slug from posts where status = 'publish' and lang = 'de' and not has_password and comments_open and published_at <= now() order by id limit 1",
  );
  post = { ...rows[0]!, path: `/blog/${rows[0]!.slug}/` };
});

async function setSetting(key: string, value: unknown) {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value",
      [key, JSON.stringify(value)],
    ),
  );
}

/** The test server sees every visitor at one socket address: each test starts a fresh window. */
const resetLimit = () => app().database.pool.query("delete from rate_limits where bucket like 'comment:%'");

async function comment(visitor: Visitor, fields: Record<string, string>, keepLimit = false) {
  if (!keepLimit) await resetLimit();
  const page = await visitor.get(post.path);
  return visitor.post(post.path, {
    author: "Jana Beispiel",
    email: "jana@example.org",
    comment: "Sehr hilfreich, danke!",
    comment_parent: "0",
    _wpnonce: hidden(page.text, "_wpnonce"),
    laden_hp: "",
    ...fields,
  });
}

const row = async (id: number) => (await db().select().from(postComments).where(eq(postComments.id, id)))[0];
const idFrom = (location: string | null) => Number(/#comment-(\d+)$/.exec(location ?? "")?.[1]);

describe("the comment form without JavaScript", () => {
  it("stores a held comment, answers 303 to #comment-ID and shows it to its author only; the owner gets a mail", async () => {
    const visitor = new Visitor(base);
    const { res } = await comment(visitor, { comment: "Erster Kommentar\n\nmit <b>zwei</b> Absätzen" });
    expect(res.status).toBe(303);
    const id = idFrom(res.headers.get("location"));
    expect(res.headers.get("location")).toBe(`${post.path}#comment-${id}`);
    expect(await row(id)).toMatchObject({
      status: "hold",
      approved: false,
      authorEmail: "jana@example.org",
      content: "<p>Erster Kommentar</p>\n<p>mit &lt;b&gt;zwei&lt;/b&gt; Absätzen</p>",
    });
    const mine = await visitor.get(post.path);
    expect(mine.res.headers.get("cache-control")).toContain("no-store");
    expect(mine.text).toContain(`id="comment-${id}"`);
    expect(textOf(mine.text)).toContain("Ihr Kommentar wartet auf Freigabe.");
    const other = await new Visitor(base).get(post.path);
    expect(other.text).not.toContain(`id="comment-${id}"`);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `comment:hold:${id}`));
    expect(mail?.subject).toContain("wartet auf Freigabe");
    expect(mail?.text).toContain("/admin/comments/");
  });

  it("shows the consent note with the privacy link and the form's fields", async () => {
    const { text } = await new Visitor(base).get(post.path);
    expect(textOf(text)).toContain("Die E-Mail-Adresse wird nicht veröffentlicht.");
    expect(text).toMatch(/Mehr dazu in unserer Datenschutzerklärung/);
    expect(text).toContain('name="laden_hp"');
  });

  it("refuses bad input, a filled honeypot and a wrong nonce with German messages, saving nothing", async () => {
    const before = (await db().select().from(postComments)).length;
    const bad = await comment(new Visitor(base), { author: "", email: "kein-at", comment: " " });
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.text)).toContain("Bitte geben Sie Ihren Namen ein.");
    expect(textOf(bad.text)).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(bad.text).toContain('aria-invalid="true"');
    expect(bad.text).toContain('value="kein-at"');
    const bot = await comment(new Visitor(base), { laden_hp: "http://spam.example" });
    expect(bot.res.status).toBe(400);
    expect(textOf(bot.text)).toContain("als Spam erkannt");
    const forged = await comment(new Visitor(base), { _wpnonce: "0123456789" });
    expect(forged.res.status).toBe(403);
    expect(textOf(forged.text)).toContain("Das Formular ist abgelaufen.");
    expect((await db().select().from(postComments)).length).toBe(before);
  });

  it("limits a burst per IP: the sixth comment in ten minutes gets 429 and the page still renders", async () => {
    const bot = new Visitor(base);
    const answers: number[] = [];
    await resetLimit();
    for (let i = 0; i < 6; i++) {
      const { res, text } = await comment(
        bot,
        { email: `burst${i}@example.org`, comment: `Burst ${i}` },
        true,
      );
      answers.push(res.status);
      if (i === 5) {
        expect(textOf(text)).toContain("zu viele Kommentare");
        expect(text).toContain('id="commentform"');
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    }
    expect(answers).toEqual([303, 303, 303, 303, 303, 429]);
  });
});

describe("the moderation queue", () => {
  it("is for owners only", async () => {
    expect((await new Visitor(base).get(QUEUE)).res.status).toBe(302);
    const account = await createCustomer(db());
    const customer = new Visitor(base);
    await customer.signIn(account.email, TEST_PASSWORD);
    expect((await customer.get(QUEUE)).res.status).toBe(404);
    expect((await customer.post(QUEUE, { intent: "approve:1" })).res.status).toBe(404);
  });

  it("lists held comments with counts and the nav counter; approve shows it on the post; audited", async () => {
    const { res } = await comment(new Visitor(base), {
      email: "queue@example.org",
      comment: "Bitte freigeben",
    });
    const id = idFrom(res.headers.get("location"));
    const page = await owner.get(`${QUEUE}?q=queue%40example`);
    expect(page.res.status).toBe(200);
    expect(textOf(page.text)).toContain("Bitte freigeben");
    expect(textOf(page.text)).toMatch(/Ausstehend\s*\(\s*\d+\s*\)/);
    expect(page.text).toContain("ausstehend)");
    const done = await owner.post(QUEUE, { intent: `approve:${id}` });
    expect(done.res.status).toBe(200);
    expect(textOf(done.text)).toContain("1 Kommentar(e) geändert: Freigeben.");
    expect((await row(id))?.status).toBe("approved");
    expect((await new Visitor(base).get(post.path)).text).toContain(`id="comment-${id}"`);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "comment"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "approve" });
  });

  it("bulk spam, trash and restore to the previous status, delete only from the trash; the owner's reply is approved", async () => {
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const { res } = await comment(new Visitor(base), {
        email: `bulk${n}@example.org`,
        comment: `Bulk ${n}`,
      });
      ids.push(idFrom(res.headers.get("location")));
    }
    const bulk = new URLSearchParams({ intent: "bulk", bulk: "spam" });
    for (const id of ids) bulk.append("ids", String(id));
    const spam = await owner.request(QUEUE, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: bulk.toString(),
    });
    expect(textOf(spam.text)).toContain("2 Kommentar(e) geändert");
    expect((await row(ids[0]!))?.status).toBe("spam");
    await owner.post(QUEUE, { intent: `unspam:${ids[0]}` });
    await owner.post(QUEUE, { intent: `approve:${ids[0]}` });
    await owner.post(QUEUE, { intent: `trash:${ids[0]}` });
    expect(await row(ids[0]!)).toMatchObject({ status: "trash", trashedFrom: "approved" });
    await owner.post(QUEUE, { intent: `restore:${ids[0]}` });
    expect((await row(ids[0]!))?.status).toBe("approved");
    const refused = await owner.post(QUEUE, { intent: `delete:${ids[0]}` });
    expect(textOf(refused.text)).toContain("Nichts geändert");
    await owner.post(QUEUE, { intent: `delete:${ids[1]}` });
    expect(await row(ids[1]!)).toBeUndefined();
    const empty = await owner.post(QUEUE, { intent: `reply:${ids[0]}`, [`reply-${ids[0]}`]: " " });
    expect(empty.res.status).toBe(400);
    const reply = await owner.post(QUEUE, {
      intent: `reply:${ids[0]}`,
      [`reply-${ids[0]}`]: "Danke für Ihr Lob!",
    });
    expect(textOf(reply.text)).toContain("Ihre Antwort ist veröffentlicht.");
    const [answer] = await db().select().from(postComments).where(eq(postComments.parentId, ids[0]!));
    expect(answer).toMatchObject({ status: "approved", content: "<p>Danke für Ihr Lob!</p>" });
    expect(answer?.userId).not.toBeNull();
  });
});

describe("the auto-approval of known commenters", () => {
  it("approves an approved commenter's next comment at once, unless the setting is off", async () => {
    const first = await comment(new Visitor(base), { email: "stamm@example.org", comment: "Mein erster" });
    await owner.post(QUEUE, { intent: `approve:${idFrom(first.res.headers.get("location"))}` });
    const visitor = new Visitor(base);
    const next = await comment(visitor, { email: "Stamm@Example.org", comment: "Mein zweiter" });
    expect((await row(idFrom(next.res.headers.get("location"))))?.status).toBe("approved");
    expect(visitor.cookies.has("laden_comment_pending")).toBe(false);
    await setSetting("comments.autoApproveKnown", "no");
    const third = await comment(new Visitor(base), { email: "stamm@example.org", comment: "Mein dritter" });
    expect((await row(idFrom(third.res.headers.get("location"))))?.status).toBe("hold");
    await setSetting("comments.autoApproveKnown", "yes");
  });
});

describe("wp/v2/comments", () => {
  const json = (
    v: Visitor,
    path: string,
    method: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    v.request(`/wp-json/wp/v2/comments${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("lets a visitor list approved comments (no e-mail) and create a held one under the same rules", async () => {
    const visitor = new Visitor(base);
    await resetLimit();
    const list = await json(visitor, `?post=${post.id}`, "GET");
    expect(list.res.status).toBe(200);
    const items = JSON.parse(list.text) as { status: string; author_email?: string }[];
    expect(items.every((c) => c.status === "approved" && c.author_email === undefined)).toBe(true);
    expect((await json(visitor, "?status=hold", "GET")).res.status).toBe(401);
    const bad = await json(visitor, "", "POST", {
      post: post.id,
      author_name: "",
      author_email: "x",
      content: "",
    });
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.text).data.codes).toMatchObject({
      author: "name_required",
      email: "email_invalid",
    });
    const made = await json(visitor, "", "POST", {
      post: post.id,
      author_name: "Skript",
      author_email: "skript@example.org",
      content: "Per REST",
    });
    expect(made.res.status).toBe(201);
    const created = JSON.parse(made.text) as { id: number; status: string };
    expect(created.status).toBe("hold");
    expect((await json(visitor, `/${created.id}`, "GET")).res.status).toBe(404);
    expect((await json(visitor, `/${created.id}`, "PATCH", { status: "approve" })).res.status).toBe(401);
    expect((await json(visitor, `/${created.id}`, "DELETE")).res.status).toBe(401);
  });

  it("lets an owner list every status, approve, edit and delete", async () => {
    const nonce = await owner.restNonce();
    const h = { "X-WP-Nonce": nonce };
    await resetLimit();
    const made = await json(new Visitor(base), "", "POST", {
      post: post.id,
      author_name: "Skript",
      author_email: "skript2@example.org",
      content: "Noch einer",
    });
    const id = (JSON.parse(made.text) as { id: number }).id;
    const held = await json(owner, "?status=hold&per_page=100", "GET", undefined, h);
    expect((JSON.parse(held.text) as { id: number }[]).some((c) => c.id === id)).toBe(true);
    const approved = await json(owner, `/${id}`, "PATCH", { status: "approve", content: "Geändert" }, h);
    expect(approved.res.status).toBe(200);
    expect(JSON.parse(approved.text)).toMatchObject({
      status: "approved",
      content: { rendered: "<p>Geändert</p>" },
    });
    const trashed = await json(owner, `/${id}`, "DELETE", undefined, h);
    expect(JSON.parse(trashed.text).status).toBe("trash");
    const gone = await json(owner, `/${id}?force=true`, "DELETE", undefined, h);
    expect(JSON.parse(gone.text).deleted).toBe(true);
    expect(await row(id)).toBeUndefined();
  });
});
