import { describe, expect, it } from "vitest";
import { agentPatch, describeAgent } from "./sessions.ts";

describe("the profile's devices", () => {
  it("names common browsers and systems, and nothing for an unknown agent", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    expect(describeAgent(chrome)).toEqual({ browser: "Chrome", system: "Windows" });
    const edge = `${chrome} Edg/131.0`;
    expect(describeAgent(edge).browser).toBe("Edge");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    expect(describeAgent(iphone)).toEqual({ browser: "Safari", system: "iOS" });
    expect(describeAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox",
      system: "Linux",
    });
    expect(describeAgent(undefined)).toEqual({ browser: "", system: "" });
  });

  it("keeps at most 300 characters of the agent, and nothing without one", () => {
    expect(agentPatch("x".repeat(400)).ownerAgent).toHaveLength(300);
    expect(agentPatch(null)).toEqual({});
  });
});
