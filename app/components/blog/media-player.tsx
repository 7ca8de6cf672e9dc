import "#modules/i18n/messages-blog.ts";
import { useEffect, useRef, useState } from "react";
import { useT } from "#app/hooks/use-t.ts";
import type { ContentMedia } from "#modules/blog/media.ts";

/**
 * Audio and video of a post: the browser's own player (keyboard operable, labelled in German
 * through aria-label) plus German labelled play/pause and mute buttons, so the controls a
 * screen-reader user meets are German whatever the browser's language.
 */
export function MediaPlayer({
  media,
  title,
}: {
  media: Extract<ContentMedia, { kind: "audio" | "video" }>;
  title: string;
}) {
  const t = useT();
  const ref = useRef<HTMLMediaElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const label = t(media.kind === "audio" ? "media.audioPlayer" : "media.videoPlayer", { title });
  const common = {
    controls: true,
    // Nothing is fetched before the visitor presses play (the file may be on another server).
    preload: "none" as const,
    src: media.url,
    "aria-label": label,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onVolumeChange: (e: React.SyntheticEvent<HTMLMediaElement>) => setMuted(e.currentTarget.muted),
  };
  return (
    <figure className={`media-player media-player--${media.kind}`} data-hydrated={hydrated ? "" : undefined}>
      {media.kind === "audio" ? (
        <audio
          ref={(el) => {
            ref.current = el;
          }}
          {...common}
        >
          <a href={media.url}>{t("media.download")}</a>
        </audio>
      ) : (
        <video
          ref={(el) => {
            ref.current = el;
          }}
          {...common}
          playsInline
        >
          <a href={media.url}>{t("media.download")}</a>
        </video>
      )}
      <fieldset className="media-controls">
        <legend className="screen-reader-text">{label}</legend>
        <button
          type="button"
          className="button media-play"
          aria-pressed={playing}
          onClick={() => {
            const el = ref.current;
            if (!el) return;
            if (el.paused) void el.play().catch(() => {});
            else el.pause();
          }}
        >
          {playing ? t("media.pause") : t("media.play")}
        </button>
        <button
          type="button"
          className="button media-mute"
          aria-pressed={muted}
          onClick={() => {
            if (ref.current) ref.current.muted = !ref.current.muted;
          }}
        >
          {muted ? t("media.unmute") : t("media.mute")}
        </button>
        <a className="media-download" href={media.url}>
          {t("media.download")}
        </a>
      </fieldset>
    </figure>
  );
}

/** A YouTube/Vimeo embed that loads nothing from the provider before the visitor clicks (GDPR). */
export function ConsentEmbed({
  media,
  title,
}: {
  media: Extract<ContentMedia, { kind: "embed" }>;
  title: string;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (loaded) {
    return (
      <figure className="media-embed">
        <iframe
          src={media.embedUrl}
          title={`${t("media.embedTitle", { host: media.host })}: ${title}`}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </figure>
    );
  }
  return (
    <figure className="media-embed media-embed--consent" data-hydrated={hydrated ? "" : undefined}>
      <p>{t("media.embedNotice", { host: media.host })}</p>
      <button type="button" className="button" onClick={() => setLoaded(true)}>
        {t("media.embedLoad", { host: media.host })}
      </button>{" "}
      <a href={media.url}>{media.url}</a>
    </figure>
  );
}
