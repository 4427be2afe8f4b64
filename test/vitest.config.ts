import { defineConfig } from "vitest/config";

// Files that mock modules (vi.mock) need a module registry of their own; every other file shares its worker's,
// which spares re-importing the generator and its dependencies for each of them (a third of the suite's time).
const ownRegistry = [
  "test/build/format.test.ts",
  "test/build/format-thread.test.ts",
  "test/build/output-store.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ownRegistry, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ownRegistry } },
    ],
  },
});
