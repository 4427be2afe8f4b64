// @ts-check
// Lives in .ci/ to keep the top level small; basePath makes every pattern relative to the repository root.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

const repositoryRoot = new URL("..", import.meta.url).pathname;

export default defineConfig(
  {
    basePath: repositoryRoot,
    ignores: ["node_modules/", "generated/", "test/fixtures/", "**/dist/", ".tmp/"],
  },
  {
    basePath: repositoryRoot,
    extends: [js.configs.recommended, tseslint.configs.strict, tseslint.configs.stylistic],
    // tsc checks every name, JavaScript included (checkJs), which is what no-undef would do less well.
    rules: {
      "no-undef": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
    },
  },
);
