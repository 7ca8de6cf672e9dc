import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";

const app = appForFile();

async function expectRestError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = await res.json();
  expect(body).toMatchObject({ code, data: { status } });
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(5);
}

describe("wc-ajax dispatch", () => {
  it("answers an unknown endpoint with 400 and a code, on any path", async () => {
    for (const path of ["/", "/shop/", "/product/irgendwas/"]) {
      const res = await fetch(`${app().url}${path}?wc-ajax=nope`, { method: "POST" });
      await expectRestError(res, 400, "laden_unknown_endpoint");
    }
  });

  it("answers in the page's language: German at the root, English under /en/ or with lang=en", async () => {
    const de = await (await fetch(`${app().url}/?wc-ajax=add_to_cart`, { method: "POST" })).json();
    expect(de.message).toBe("Es fehlt eine gültige Produkt-ID.");
    const en = await (await fetch(`${app().url}/en/?wc-ajax=add_to_cart`, { method: "POST" })).json();
    expect(en.message).toBe("A valid product ID is missing.");
    const unknown = await (await fetch(`${app().url}/en/?wc-ajax=nope`, { method: "POST" })).json();
    expect(unknown.message).toBe("This endpoint does not exist.");
  });

  it("does not treat prototype keys as endpoints", async () => {
    const res = await fetch(`${app().url}/?wc-ajax=constructor`, { method: "POST" });
    await expectRestError(res, 400, "laden_unknown_endpoint");
  });

  it("answers an oversized body with 413 and closes that connection", async () => {
    // node:http on its own socket: the server stops reading mid-body, so fetch's pooled
    // sockets must not be involved.
    const { status, headers, body } = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = request(
        `${app().url}/?wc-ajax=nope`,
        { method: "POST", agent: false, headers: { "content-type": "application/x-www-form-urlencoded" } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      // The server may close while the body is still being written; only an error before
      // any response fails the test.
      req.on("response", () => req.removeListener("error", reject).on("error", () => {}));
      req.on("error", reject);
      req.end(`a=${"x".repeat(1024 * 1024 + 10)}`);
    });
    expect(status).toBe(413);
    expect(headers.connection).toBe("close");
    expect(JSON.parse(body)).toMatchObject({ code: "laden_body_too_large", data: { status: 413 } });
  });
});

describe("admin-ajax dispatch", () => {
  it("answers an unknown or missing action with 400", async () => {
    await expectRestError(
      await fetch(`${app().url}/wp-admin/admin-ajax.php?action=nope`, { method: "POST" }),
      400,
      "laden_unknown_action",
    );
    await expectRestError(
      await fetch(`${app().url}/wp-admin/admin-ajax.php`, { method: "POST" }),
      400,
      "laden_unknown_action",
    );
  });

  it("reads the action from a form body", async () => {
    const res = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=rest-nonce",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^[0-9a-f]{12}$/);
  });

  it("hands out a REST nonce that the REST API accepts", async () => {
    const res = await fetch(`${app().url}/wp-admin/admin-ajax.php?action=rest-nonce`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const nonce = await res.text();
    const ok = await fetch(`${app().url}/wp-json/`, { headers: { "X-WP-Nonce": nonce } });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${app().url}/wp-json/`, { headers: { "X-WP-Nonce": "0123456789ab" } });
    await expectRestError(bad, 403, "rest_cookie_invalid_nonce");
  });

  it("rejects a malformed multipart body with 400", async () => {
    const res = await fetch(`${app().url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: "--zzz\r\nbroken",
    });
    await expectRestError(res, 400, "laden_malformed_body");
  });

  it("answers a method the action does not take with 405 and Allow", async () => {
    const res = await fetch(`${app().url}/wp-admin/admin-ajax.php?action=rest-nonce`, { method: "PUT" });
    await expectRestError(res, 405, "laden_method_not_allowed");
    expect(res.headers.get("allow")).toBe("GET, POST");
  });

  it("rejects an unsupported content type with 400", async () => {
    const res = await fetch(`${app().url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<a/>",
    });
    await expectRestError(res, 400, "laden_invalid_content_type");
  });
});

describe("REST", () => {
  it("lists its namespaces at /wp-json/", async () => {
    const res = await fetch(`${app().url}/wp-json/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ namespaces: ["wp/v2", "laden/v1", "wc/v3"] });
  });

  it("answers an unknown route with rest_no_route 404", async () => {
    await expectRestError(await fetch(`${app().url}/wp-json/wp/v2/nothing-here`), 404, "rest_no_route");
  });

  it("honours X-HTTP-Method-Override on POST", async () => {
    // The override turns the POST into a GET of the index, which exists; a plain POST does not.
    const plain = await fetch(`${app().url}/wp-json/`, { method: "POST" });
    expect(plain.status).toBe(404);
    const overridden = await fetch(`${app().url}/wp-json/`, {
      method: "POST",
      headers: { "X-HTTP-Method-Override": "GET" },
    });
    expect(overridden.status).toBe(200);
  });
});
