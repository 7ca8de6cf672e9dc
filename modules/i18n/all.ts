/** Every message area: the server and the tests import this once, so every key resolves there. */
import "./messages-account.ts";
import "./messages-admin.ts";
import "./messages-admin-customers.ts";
import "./messages-admin-dashboard.ts";
import "./messages-blog.ts";
import "./messages-checkout.ts";
import "./messages-orders.ts";
import "./messages-order-account.ts";
import "./messages-order-mail.ts";
import "./messages-theme.ts";
import "./messages-theme-extra.ts";
import "./messages-wire.ts";
