/**
 * Texts of a product's details beyond its card: the product page (stock, SKU, tabs, gallery,
 * breadcrumb), the variation form, and the lines of the cart, the checkout review, orders and the
 * search results. Not in the core catalogue, which every page (the listing too) carries.
 */
import { registerMessages } from "./registry.ts";

export const productMessages = {
  de: {
    "shop.inStock": "Vorrätig",
    "shop.stockCount": "{count} vorrätig",
    "shop.onBackorder": "Lieferbar auf Nachbestellung",
    "shop.deliveryTime": "Lieferzeit: {time}",
    "shop.sku": "Artikelnummer",
    "shop.categories": "Kategorien",
    "shop.category": "Kategorie",
    "shop.tags": "Schlagwörter",
    "shop.description": "Beschreibung",
    "shop.additionalInformation": "Zusätzliche Informationen",
    "shop.weight": "Gewicht",
    "shop.quantity": "Menge",
    "shop.quantityOf": "{name} Menge",
    "shop.breadcrumb": "Brotkrümelnavigation",
    "shop.gallery": "Produktbilder",
    "shop.related": "Das könnte Ihnen auch gefallen",
  },
  en: {
    "shop.inStock": "In stock",
    "shop.stockCount": "{count} in stock",
    "shop.onBackorder": "Available on backorder",
    "shop.deliveryTime": "Delivery time: {time}",
    "shop.sku": "SKU",
    "shop.categories": "Categories",
    "shop.category": "Category",
    "shop.tags": "Tags",
    "shop.description": "Description",
    "shop.additionalInformation": "Additional information",
    "shop.weight": "Weight",
    "shop.quantity": "Quantity",
    "shop.quantityOf": "{name} quantity",
    "shop.breadcrumb": "Breadcrumb",
    "shop.gallery": "Product images",
    "shop.related": "You may also like",
  },
};

registerMessages(productMessages);
