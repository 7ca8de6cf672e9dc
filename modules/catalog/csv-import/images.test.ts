import { mkdtemp, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpImageFetcher, type ImageFetcher, imageFile, placeholderSvg, prepareImages } from "./images.ts";

// No test here reaches the internet: fetchers are fakes, or talk to a server on 127.0.0.1.
let dir: string;
let png: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "laden-import-images-"));
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a7a5c" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("imageFile", () => {
  it("keeps WordPress's year/month folder and makes the name unique per URL", () => {
    const a = imageFile("https://shop.example/wp-content/uploads/2017/12/Hoodie%20Grün-2.jpg");
    expect(a.file).toMatch(/^2017\/12\/hoodie-gruen-2-[0-9a-f]{8}\.webp$/);
    expect(a.suffix).toBe(a.file.slice("2017/12/".length));
    expect(imageFile("https://shop.example/wp-content/uploads/2017/12/Hoodie%20Grün-2.jpg")).toEqual(a);
    expect(imageFile("https://other.example/wp-content/uploads/2017/12/Hoodie%20Grün-2.jpg").file).not.toBe(
      a.file,
    );
    expect(
      imageFile("https://cdn.example/img/tasse.png?w=800", new Date("2026-03-05T10:00:00Z")).file,
    ).toMatch(/^2026\/03\/tasse-[0-9a-f]{8}\.webp$/);
    expect(imageFile("kein url", new Date("2026-03-05T10:00:00Z")).file).toMatch(
      /^2026\/03\/kein-url-[0-9a-f]{8}\.webp$/,
    );
    expect(imageFile("https://x.example/", new Date("2026-03-05T10:00:00Z")).file).toMatch(
      /^2026\/03\/bild-/,
    );
  });
});

describe("placeholderSvg", () => {
  it("renders a square with the (escaped, wrapped) product name", async () => {
    const svg = placeholderSvg(
      'Espresso "Hamburg" <Spezial> & eine sehr lange Bezeichnung mit vielen Wörtern',
    );
    const text = svg.toString();
    expect(text).toContain("&quot;Hamburg&quot;");
    expect(text).toContain("&lt;Spezial&gt; &amp;");
    expect(text).not.toContain("<Spezial>");
    expect(text.match(/font-size="52"/g)).toHaveLength(4); // at most four lines
    const meta = await sharp(svg).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });
});

describe("prepareImages", () => {
  const wanted = (name: string) => ({
    url: `https://shop.example/wp-content/uploads/2024/05/${name}.jpg`,
    file: `2024/05/${name}.webp`,
    title: `Produkt ${name}`,
  });

  it("stores fetched images and uses placeholders (with a report line) for failures", async () => {
    const seen: string[] = [];
    const fetcher: ImageFetcher = async (url, signal) => {
      seen.push(url);
      if (url.includes("kaputt")) throw new Error("HTTP 404");
      if (url.includes("kein-bild")) return new TextEncoder().encode("<html>nope</html>");
      if (url.includes("langsam")) {
        return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      }
      return png;
    };
    const { images, warnings } = await prepareImages({
      wanted: [
        wanted("gut"),
        wanted("kaputt"),
        wanted("kein-bild"),
        wanted("langsam"),
        { ...wanted("ftp"), url: "ftp://x/y.jpg" },
      ],
      mediaDir: dir,
      fetcher,
      timeoutMs: 150,
    });
    expect(seen).toHaveLength(4); // not the ftp one
    expect(images.get(wanted("gut").url)).toMatchObject({
      file: "2024/05/gut.webp",
      width: 640,
      height: 480,
      placeholder: false,
    });
    expect(images.get(wanted("kaputt").url)).toMatchObject({ width: 800, height: 800, placeholder: true });
    expect(images.get(wanted("langsam").url)!.placeholder).toBe(true);
    expect(warnings.map((w) => w.message)).toEqual([
      "Bild https://shop.example/wp-content/uploads/2024/05/kaputt.jpg nicht geladen (HTTP 404); Platzhalter verwendet.",
      "Bild https://shop.example/wp-content/uploads/2024/05/kein-bild.jpg nicht geladen (kein lesbares Bild); Platzhalter verwendet.",
      "Bild https://shop.example/wp-content/uploads/2024/05/langsam.jpg nicht geladen (keine Antwort nach 0.15 s); Platzhalter verwendet.",
      "Bild ftp://x/y.jpg nicht geladen (keine http(s)-Adresse); Platzhalter verwendet.",
    ]);
    expect((await stat(path.join(dir, "2024/05/gut-300x300.webp"))).isFile()).toBe(true);
  });

  it("fetches nothing when fetching is disabled (placeholders, no per-image lines)", async () => {
    const { images, warnings } = await prepareImages({
      wanted: [wanted("aus")],
      mediaDir: dir,
      fetcher: null,
    });
    expect(images.get(wanted("aus").url)!.placeholder).toBe(true);
    expect(warnings).toEqual([]);
  });
});

describe("httpImageFetcher (against a server on 127.0.0.1)", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/bild.png") {
        res.writeHead(200, { "content-type": "image/png" }).end(png);
      } else if (req.url === "/haengt.png") {
        // never answers; the client's time-out must end it
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("returns the bytes, fails on HTTP errors and gives up at the time-out", async () => {
    expect(
      Buffer.from(await httpImageFetcher(`${base}/bild.png`, AbortSignal.timeout(3000))).equals(png),
    ).toBe(true);
    await expect(httpImageFetcher(`${base}/fehlt.png`, AbortSignal.timeout(3000))).rejects.toThrow(
      "HTTP 404",
    );
    const started = Date.now();
    await expect(httpImageFetcher(`${base}/haengt.png`, AbortSignal.timeout(200))).rejects.toMatchObject({
      name: "TimeoutError",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
