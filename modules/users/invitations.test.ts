import { describe, expect, it } from "vitest";
import { acceptInvitationSchema, invitationMail, invitationSchema } from "./invitations.ts";

describe("the owner invitation", () => {
  const link = "https://laden.example/admin/invitation/?token=abc";

  it("mails the link with the role, in the administrator's language", () => {
    const mail = invitationMail("de", "Röstwerk", link, "shop_manager");
    expect(mail.subject).toBe("Einladung zur Verwaltung von Röstwerk");
    expect(mail.text).toContain("als Shop-Manager");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(invitationMail("en", "Röstwerk", link, "administrator").text).toContain("as Administrator");
  });

  it("accepts owner roles only and refuses bad input in German", () => {
    expect(
      invitationSchema.safeParse({ email: "a@b.de", role: "administrator", displayName: "" }).success,
    ).toBe(true);
    const customer = invitationSchema.safeParse({ email: "a@b.de", role: "customer", displayName: "" });
    expect(customer.error?.issues[0]?.message).toBe("Bitte wählen Sie eine Rolle.");
    const short = acceptInvitationSchema.safeParse({ displayName: "Mia", password: "kurz" });
    expect(short.error?.issues[0]?.message).toBe("Das Passwort muss mindestens 10 Zeichen lang sein.");
  });
});
