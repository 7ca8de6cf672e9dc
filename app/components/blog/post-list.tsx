import "#modules/i18n/messages-blog.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "#app/hooks/use-t.ts";
import { INFINITE_SCROLL_THRESHOLD_PX, pagedPath } from "#modules/blog/paths.ts";
import type { PostSummary } from "#modules/blog/store.ts";
import { BlogPagination } from "./blog-pagination.tsx";
import { type BlogLayout, PostCard } from "./post-card.tsx";

type PageData = { items: PostSummary[]; page: number; pages: number };

/**
 * The posts of one list page in the chosen layout, the real page links underneath, and the
 * infinite scroll on top of them (C2): "button" shows a load-more button, "auto" loads when the
 * visitor is within 50 px of the bottom. Either appends the next page's posts (fetched from the
 * next page's own URL) and announces them; without JavaScript the page links do the same.
 */
export function PostList({
  items,
  page,
  pages,
  basePath,
  layout,
  trigger,
}: {
  items: PostSummary[];
  page: number;
  pages: number;
  basePath: string;
  layout: BlogLayout;
  trigger: "button" | "auto";
}) {
  const t = useT();
  const fetcher = useFetcher<PageData>();
  const [extra, setExtra] = useState<PostSummary[]>([]);
  const [lastPage, setLastPage] = useState(page);
  const [status, setStatus] = useState("");
  const [failed, setFailed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const handled = useRef<PageData | undefined>(undefined);
  const loading = fetcher.state !== "idle";
  const more = lastPage < pages && !failed;

  // A new list (another page or archive): start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on navigation only
  useEffect(() => {
    setExtra([]);
    setLastPage(page);
    setFailed(false);
    setStatus("");
  }, [basePath, page]);
  useEffect(() => setHydrated(true), []);

  const loadNext = useCallback(() => {
    if (loading || !more) return;
    setStatus(t("blog.loading"));
    fetcher.load(pagedPath(basePath, lastPage + 1));
  }, [loading, more, basePath, lastPage, fetcher, t]);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (!Array.isArray(data.items) || data.page !== lastPage + 1) {
      setFailed(true);
      setStatus(t("blog.loadFailed"));
      return;
    }
    setExtra((prev) => [...prev, ...data.items]);
    setLastPage(data.page);
    setStatus(
      data.page >= data.pages
        ? `${t("blog.loaded", { count: data.items.length })} ${t("blog.allLoaded")}`
        : t("blog.loaded", { count: data.items.length }),
    );
  }, [fetcher.state, fetcher.data, lastPage, t]);

  // A fetch that ends without data (network error, 404) leaves the page links.
  useEffect(() => {
    if (fetcher.state === "idle" && status === t("blog.loading") && !fetcher.data) {
      setFailed(true);
      setStatus(t("blog.loadFailed"));
    }
  }, [fetcher.state, fetcher.data, status, t]);

  // Automatic trigger: within INFINITE_SCROLL_THRESHOLD_PX of the bottom of the page.
  useEffect(() => {
    if (trigger !== "auto" || !more) return;
    const check = () => {
      const doc = document.documentElement;
      const fromBottom = doc.scrollHeight - (window.scrollY + window.innerHeight);
      if (fromBottom <= INFINITE_SCROLL_THRESHOLD_PX) loadNext();
    };
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [trigger, more, loadNext]);

  return (
    <>
      <div
        className={`blog-posts blog-posts--${layout}`}
        data-layout={layout}
        data-hydrated={hydrated ? "" : undefined}
      >
        {items.map((p, i) => (
          <PostCard key={p.id} post={p} layout={layout} eager={i === 0} />
        ))}
        {extra.map((p) => (
          <div key={p.id} className="is-appended">
            <PostCard post={p} layout={layout} />
          </div>
        ))}
      </div>
      <p className="infscr-load-status" role="status" aria-live="polite">
        {status}
      </p>
      {hydrated && trigger === "button" && more ? (
        <p className="infinite-loadmore-wrap">
          <button
            type="button"
            id="infinite-loadmore"
            className="button"
            onClick={loadNext}
            disabled={loading}
          >
            {loading ? t("blog.loading") : t("blog.loadMore")}
          </button>
        </p>
      ) : null}
      <BlogPagination page={page} pages={pages} basePath={basePath} />
    </>
  );
}
