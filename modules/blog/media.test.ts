import { describe, expect, it } from "vitest";
import { contentMedia, embedOf } from "./media.ts";

describe("contentMedia", () => {
  it("finds audio, video and YouTube/Vimeo links once each, in order", () => {
    const html = `<p><a href="https://ex.org/a.mp3">A</a> <a href="https://ex.org/v.mp4?x=1">V</a>
      <a href="https://www.youtube.com/watch?v=abcdef1&amp;t=2">Y</a> <a href="https://ex.org/a.mp3">A</a>
      <a href="https://vimeo.com/12345">Vi</a> <a href="/seite/">S</a> <a href="https://ex.org/x.html">X</a></p>`;
    expect(contentMedia(html)).toEqual([
      { kind: "audio", url: "https://ex.org/a.mp3" },
      { kind: "video", url: "https://ex.org/v.mp4?x=1" },
      {
        kind: "embed",
        url: "https://www.youtube.com/watch?v=abcdef1&t=2",
        embedUrl: "https://www.youtube-nocookie.com/embed/abcdef1",
        host: "YouTube",
      },
      {
        kind: "embed",
        url: "https://vimeo.com/12345",
        embedUrl: "https://player.vimeo.com/video/12345?dnt=1",
        host: "Vimeo",
      },
    ]);
  });

  it("ignores links that only look like providers", () => {
    expect(embedOf("https://youtube.com.evil.example/watch?v=abcdef1")).toBeNull();
    expect(embedOf("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(embedOf("kein link")).toBeNull();
  });
});
