import { useEffect, useRef } from "react";
import { Link } from "react-router";
import "#modules/i18n/messages-theme-extra.ts";
import { useT } from "#app/hooks/use-t.ts";
import { FIT_HEIGHT_SCRIPT } from "#app/lib/theme/slider-fit.ts";
import { useNonce } from "#app/render-context.tsx";

/** `image`: the slide's picture from the media library (the home loader resolves `mediaId`). */
export type Slide = { title: string; text: string; url?: string; linkText?: string; image?: string };

/**
 * The home slider (glossary C4): slides fade in 1000 ms, change every 5000 ms, follow a swipe of
 * more than 40 px, the arrow keys and the buttons, and have a pause button (WCAG 2.2.2). Height:
 * `theme.sliderHeight`, or else the window height minus the header and the admin bar. Behaviour
 * lives in app/lib/theme/slider.ts, imported after the first paint.
 */
export function HomeSlider({ slides, height }: { slides: Slide[]; height: number }) {
  const t = useT();
  const nonce = useNonce();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("#app/lib/theme/slider.ts").then((m) => {
      if (!cancelled && ref.current) stop = m.initSlider(ref.current);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  if (!slides.length) return null;
  return (
    <>
      <section
        ref={ref}
        className="home-slider"
        aria-roledescription="carousel"
        aria-label={t("theme.sliderLabel")}
        data-height={height}
        data-label-pause={t("theme.sliderPause")}
        data-label-play={t("theme.sliderPlay")}
        style={height ? { height: `${height}px` } : undefined}
      >
        <div className="home-slider__slides">
          {slides.map((s, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group with roledescription "slide".
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list from the settings; titles may repeat.
              key={`${i}-${s.title}`}
              className="home-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("theme.slideOf", { n: i + 1, total: slides.length })}
              data-active={i === 0 ? "true" : "false"}
            >
              {s.image ? (
                <img
                  className="home-slider__image"
                  src={s.image}
                  alt=""
                  loading={i === 0 ? "eager" : "lazy"}
                />
              ) : null}
              <div className="container home-slider__content">
                <h2>{s.title}</h2>
                {s.text ? <p>{s.text}</p> : null}
                {s.url && s.linkText ? (
                  <Link className="button" to={s.url}>
                    {s.linkText}
                  </Link>
                ) : null}
              </div>
            </div>
          ))}
        </div>
        {slides.length > 1 ? (
          <div className="home-slider__controls">
            <button type="button" className="home-slider__pause" aria-label={t("theme.sliderPause")}>
              <span aria-hidden="true" className="home-slider__pause-icon" />
            </button>
            <button type="button" className="home-slider__prev" aria-label={t("theme.sliderPrev")}>
              ‹
            </button>
            <button type="button" className="home-slider__next" aria-label={t("theme.sliderNext")}>
              ›
            </button>
          </div>
        ) : null}
      </section>
      {height ? null : (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: FIT_HEIGHT_SCRIPT }}
        />
      )}
    </>
  );
}
