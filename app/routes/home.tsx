import { Link } from "react-router";
import { listedProduct, listProducts } from "#modules/catalog/index.ts";
import { pickerItems } from "#modules/media/picker.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { HomeSlider } from "../components/layout/home-slider.tsx";
import { RouteErrorBoundary } from "../components/layout/route-error-boundary.tsx";
import { SearchPage } from "../components/search/search-page.tsx";
import { ProductCard } from "../components/shop/product-card.tsx";
import { requestStateContext, servicesContext } from "../context.ts";
import { useLang, useT } from "../hooks/use-t.ts";
import { pageSettings } from "../lib/page-settings.server.ts";
import type { Route } from "./+types/home";
import { loadSearchPage } from "./search/search-page.server.ts";

const FEATURED_COUNT = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // `/?s=` is the search results page (WordPress's URL).
  const url = new URL(request.url);
  if (url.searchParams.has("s")) {
    const [search, settings] = await Promise.all([
      loadSearchPage(context.get(servicesContext), context.get(requestStateContext).lang, url),
      getSettings(db),
    ]);
    return {
      search,
      featured: [],
      siteName: settings["site.name"],
      tagline: settings["site.tagline"],
      slider: null,
    };
  }
  const [featured, { settings }] = await Promise.all([
    listProducts(db, { featured: true, orderby: "menu_order", page: 1, perPage: FEATURED_COUNT }),
    pageSettings(context.get(servicesContext), context.get(requestStateContext), request),
  ]);
  return {
    search: null,
    featured: featured.items.map(listedProduct),
    siteName: settings["site.name"],
    tagline: settings["site.tagline"],
    slider: settings["theme.sliderEnabled"]
      ? {
          slides: await slidesWithImages(db, settings["theme.slides"]),
          height: settings["theme.sliderHeight"],
        }
      : null,
  };
}

/** The slides with their images' addresses (the large size) from the media library. */
async function slidesWithImages(db: Parameters<typeof pickerItems>[0], slides: Settings["theme.slides"]) {
  const items = await pickerItems(
    db,
    slides.map((s) => s.mediaId ?? 0).filter((id) => id > 0),
  );
  const src = new Map(items.map((i) => [i.id, i.src]));
  return slides.map(({ mediaId, ...slide }) => {
    const image = mediaId ? src.get(mediaId) : undefined;
    return image ? { ...slide, image } : slide;
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  if (loaderData.search) return <SearchPage data={loaderData.search} siteName={loaderData.siteName} />;
  return (
    <>
      <title>{`${loaderData.siteName} – ${loaderData.tagline}`}</title>
      <meta name="description" content={loaderData.tagline} />
      {loaderData.slider ? (
        <>
          <h1 className="screen-reader-text">{loaderData.tagline}</h1>
          <HomeSlider slides={loaderData.slider.slides} height={loaderData.slider.height} />
        </>
      ) : (
        <section className="hero">
          <div className="container hero__inner">
            <h1>{loaderData.tagline}</h1>
            <p>{loaderData.siteName}</p>
            <Link className="button" to={localePath(lang, paths.shop)}>
              {t("error.toShop")}
            </Link>
          </div>
        </section>
      )}
      <section
        className="container"
        aria-labelledby="featured-title"
        data-animate="fade-in-up"
        data-delay="100"
      >
        <h2 id="featured-title">{t("shop.featured")}</h2>
        <ul className="products columns-4">
          {loaderData.featured.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
