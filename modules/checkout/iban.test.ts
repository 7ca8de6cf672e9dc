import { describe, expect, it } from "vitest";
import {
  countryName,
  ibanLast4,
  isValidBic,
  isValidCreditorId,
  isValidIban,
  maskIban,
  mod97,
  normalizeIban,
  SEPA_IBAN_LENGTHS,
  sepaErrorMessage,
  validateBic,
  validateIban,
} from "./iban.ts";

/** The example IBANs published in the SWIFT IBAN Registry, one per SEPA country code. */
const EXAMPLES: Record<string, string> = {
  AD: "AD1200012030200359100100",
  AL: "AL47212110090000000235698741",
  AT: "AT611904300234573201",
  BE: "BE68539007547034",
  BG: "BG80BNBG96611020345678",
  CH: "CH9300762011623852957",
  CY: "CY17002001280000001200527600",
  CZ: "CZ6508000000192000145399",
  DE: "DE89370400440532013000",
  DK: "DK5000400440116243",
  EE: "EE382200221020145685",
  ES: "ES9121000418450200051332",
  FI: "FI2112345600000785",
  FR: "FR1420041010050500013M02606",
  GB: "GB29NWBK60161331926819",
  GI: "GI75NWBK000000007099453",
  GR: "GR1601101250000000012300695",
  HR: "HR1210010051863000160",
  HU: "HU42117730161111101800000000",
  IE: "IE29AIBK93115212345678",
  IS: "IS140159260076545510730339",
  IT: "IT60X0542811101000000123456",
  LI: "LI21088100002324013AA",
  LT: "LT121000011101001000",
  LU: "LU280019400644750000",
  LV: "LV80BANK0000435195001",
  MC: "MC5811222000010123456789030",
  MD: "MD24AG000225100013104168",
  ME: "ME25505000012345678951",
  MK: "MK07250120000058984",
  MT: "MT84MALT011000012345MTLCAST001S",
  NL: "NL91ABNA0417164300",
  NO: "NO9386011117947",
  PL: "PL61109010140000071219812874",
  PT: "PT50000201231234567890154",
  RO: "RO49AAAA1B31007593840000",
  RS: "RS35260005601001611379",
  SE: "SE4550000000058398257466",
  SI: "SI56263300012039086",
  SK: "SK3112000000198742637541",
  SM: "SM86U0322509800000000270100",
  VA: "VA59001123000012345678",
};

describe("validateIban", () => {
  it("accepts the published example of every SEPA country", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(SEPA_IBAN_LENGTHS).sort());
    for (const [country, iban] of Object.entries(EXAMPLES)) {
      expect(validateIban(iban), iban).toEqual({ ok: true, iban, country });
      expect(iban.length).toBe(SEPA_IBAN_LENGTHS[country]);
    }
  });

  it("accepts lower case and spaces (also no-break spaces) and answers the normalised IBAN", () => {
    expect(validateIban("de89 3704 0044 0532 0130 00")).toEqual({
      ok: true,
      iban: "DE89370400440532013000",
      country: "DE",
    });
    expect(validateIban("  gb29\u00a0nwbk 6016 1331 9268 19 ")).toMatchObject({
      ok: true,
      iban: "GB29NWBK60161331926819",
    });
    expect(normalizeIban("fr14 2004 1010 0505 0001 3m02 606")).toBe("FR1420041010050500013M02606");
  });

  it("rejects a wrong check digit and a swapped pair of digits", () => {
    expect(validateIban("DE88370400440532013000")).toEqual({ ok: false, code: "laden_iban_checksum" });
    expect(validateIban("DE89370400440532031000")).toEqual({ ok: false, code: "laden_iban_checksum" });
    expect(validateIban("NL91ABNA0417164301")).toMatchObject({ ok: false, code: "laden_iban_checksum" });
  });

  it("rejects check digits outside 02–98 even when the remainder would fit", () => {
    // 00 ≡ 97, 01 ≡ 98 and 99 ≡ 02 (mod 97): a check of the remainder alone would take these.
    const withCheck = (wanted: number) => {
      for (let n = 0; ; n++) {
        const bban = `37040044${String(n).padStart(10, "0")}`;
        if (98 - mod97(`${bban}DE00`) === wanted) return bban;
      }
    };
    for (const [valid, alias] of [
      [97, "00"],
      [98, "01"],
      [2, "99"],
    ] as const) {
      const bban = withCheck(valid);
      expect(isValidIban(`DE${String(valid).padStart(2, "0")}${bban}`)).toBe(true);
      expect(mod97(`${bban}DE${alias}`)).toBe(1);
      expect(validateIban(`DE${alias}${bban}`)).toEqual({ ok: false, code: "laden_iban_checksum" });
    }
  });

  it("rejects a wrong length with the country's length", () => {
    expect(validateIban("DE8937040044053201300")).toEqual({
      ok: false,
      code: "laden_iban_length",
      params: { country: "DE", length: 22 },
    });
    expect(validateIban("DE893704004405320130000")).toMatchObject({ code: "laden_iban_length" });
  });

  it("rejects bad characters and shapes", () => {
    for (const bad of [
      "DE89-3704-0044-0532-0130-00",
      "DE89370400440532013ä00",
      "89DE370400440532013000",
      "DEXX370400440532013000",
      "DE",
      "D",
    ]) {
      expect(validateIban(bad), bad).toEqual({ ok: false, code: "laden_iban_invalid" });
    }
  });

  it("asks for an IBAN when there is none", () => {
    expect(validateIban("")).toEqual({ ok: false, code: "laden_iban_required" });
    expect(validateIban("   ")).toEqual({ ok: false, code: "laden_iban_required" });
    expect(validateIban(undefined)).toEqual({ ok: false, code: "laden_iban_required" });
  });

  it("rejects a valid IBAN from outside SEPA", () => {
    // Published examples of Türkiye and Saudi Arabia: correct check digits, but no SEPA direct debit.
    expect(validateIban("TR330006100519786457841326")).toEqual({ ok: false, code: "laden_iban_country" });
    expect(validateIban("SA0380000000608010167519")).toEqual({ ok: false, code: "laden_iban_country" });
  });

  it("computes mod 97 digit by digit, without float error on long numbers", () => {
    expect(mod97("3214282912345698765432161182")).toBe(1);
    // 10^40 mod 97 = 1 + ... : a float would lose everything after 16 digits.
    expect(mod97(`1${"0".repeat(40)}`)).toBe(Number(10n ** 40n % 97n));
    expect(mod97("A")).toBe(10);
    expect(mod97("a")).toBeNaN();
  });
});

describe("validateBic", () => {
  it("accepts 8 and 11 characters, lower case and spaces", () => {
    expect(validateBic("COBADEFFXXX")).toEqual({ ok: true, bic: "COBADEFFXXX" });
    expect(validateBic("deutdeff")).toEqual({ ok: true, bic: "DEUTDEFF" });
    expect(validateBic(" NTSB DEB1 XXX ")).toEqual({ ok: true, bic: "NTSBDEB1XXX" });
    expect(validateBic("BKAUATWW")).toEqual({ ok: true, bic: "BKAUATWW" });
    expect(validateBic("KOSVXKPR")).toEqual({ ok: true, bic: "KOSVXKPR" });
  });

  it("is optional unless required", () => {
    expect(validateBic("")).toEqual({ ok: true, bic: "" });
    expect(validateBic(undefined)).toEqual({ ok: true, bic: "" });
    expect(validateBic("", { required: true })).toEqual({ ok: false, code: "laden_bic_required" });
  });

  it("rejects wrong lengths, wrong character classes and unknown countries", () => {
    for (const bad of [
      "COBADEF", // 7
      "COBADEFFX", // 9
      "COBADEFFXX", // 10
      "COBADEFFXXXX", // 12
      "C0BADEFF", // digit in the bank code
      "COBAD3FF", // digit in the country
      "COBAXXFF", // no such country
      "COBAUKFF", // UK is not ISO 3166 (GB is)
      "COBADEF_",
    ]) {
      expect(validateBic(bad), bad).toEqual({ ok: false, code: "laden_bic_invalid" });
    }
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("")).toBe(false);
  });
});

describe("maskIban", () => {
  it("shows the country code and the last four, grouped in fours", () => {
    expect(maskIban("DE89370400440532013000")).toBe("DE** **** **** **** **30 00");
    expect(maskIban("de89 3704 0044 0532 0130 00")).toBe("DE** **** **** **** **30 00");
    expect(maskIban("NO9386011117947")).toBe("NO** **** ***7 947");
    expect(maskIban("MT84MALT011000012345MTLCAST001S")).toBe("MT** **** **** **** **** **** ***0 01S");
  });

  it("never shows more than the country and four characters", () => {
    for (const iban of Object.values(EXAMPLES)) {
      const clear = maskIban(iban).replace(/[\s*]/g, "");
      expect(clear).toBe(iban.slice(0, 2) + iban.slice(-4));
    }
    expect(maskIban("DE89")).toBe("****");
  });

  it("keeps the last four for storage", () => {
    expect(ibanLast4("de89 3704 0044 0532 0130 00")).toBe("3000");
  });
});

describe("isValidCreditorId", () => {
  it("accepts valid creditor identifiers and rejects wrong ones", () => {
    expect(isValidCreditorId("DE98ZZZ09999999999")).toBe(true);
    // The business code does not count: any three characters pass.
    expect(isValidCreditorId("DE98ABC09999999999")).toBe(true);
    expect(isValidCreditorId("de98 zzz0 9999 9999 99")).toBe(true);
    expect(isValidCreditorId("DE97ZZZ09999999999")).toBe(false);
    expect(isValidCreditorId("DE98ZZZ0999999999")).toBe(false);
    expect(isValidCreditorId("")).toBe(false);
  });
});

describe("messages", () => {
  it("answers German messages by default and fills the length message", () => {
    const length = validateIban("DE8937040044053201300");
    expect(length.ok).toBe(false);
    if (length.ok) return;
    expect(sepaErrorMessage("de", length)).toBe(
      "Diese IBAN hat nicht die richtige Länge: Eine IBAN aus Deutschland hat 22 Zeichen.",
    );
    expect(sepaErrorMessage("en", length)).toContain("Germany has 22 characters");
    expect(sepaErrorMessage("de", { code: "laden_bic_invalid" })).toMatch(/^Dieser BIC ist ungültig/);
    expect(sepaErrorMessage("de", { code: "laden_iban_checksum" })).toMatch(/Prüfziffern/);
  });

  it("names countries in the visitor's language", () => {
    expect(countryName("de")).toBe("Deutschland");
    expect(countryName("AT", "en")).toBe("Austria");
    expect(countryName("Narnia")).toBe("Narnia");
  });
});
