import { describe, expect, it } from "vitest";
import { defaultSettings, type Settings } from "../settings/index.ts";
import "../all-settings.ts";
import { resetMail } from "./reset-mail.ts";

const shop = (name: string): Settings => ({ ...defaultSettings(), "site.name": name });
const brand = (name: string) => ({ accent: "#8a3b12", shopName: name });

describe("the password-reset mail's texts", () => {
  const link = "https://laden.example/my-account/lost-password/?key=abc";

  it("carries the link in the text and as an escaped button in the HTML", () => {
    const mail = resetMail(shop("Röstwerk <Laden>"), brand("Röstwerk <Laden>"), "de", link);
    expect(mail.subject).toBe("Neues Passwort für Ihr Konto bei Röstwerk <Laden>");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain("Neues Passwort festlegen");
    expect(mail.html).toContain("Röstwerk &lt;Laden&gt;");
    expect(mail.html).not.toContain("<Laden>");
  });

  it("speaks the visitor's language", () => {
    expect(resetMail(shop("Laden"), brand("Laden"), "en", link).subject).toBe(
      "New password for your account at Laden",
    );
  });
});
