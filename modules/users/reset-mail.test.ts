import { describe, expect, it } from "vitest";
import { resetMail } from "./reset-mail.ts";

describe("the password-reset mail's texts", () => {
  const link = "https://laden.example/my-account/lost-password/?key=abc";

  it("carries the link in the text and as an escaped button in the HTML", () => {
    const mail = resetMail("de", "Röstwerk <Laden>", link);
    expect(mail.subject).toBe("Neues Passwort für Ihr Konto bei Röstwerk <Laden>");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain("Neues Passwort festlegen");
    expect(mail.html).toContain("Röstwerk &lt;Laden&gt;");
    expect(mail.html).not.toContain("<Laden>");
  });

  it("speaks the visitor's language", () => {
    expect(resetMail("en", "Laden", link).subject).toBe("New password for your account at Laden");
  });
});
