import type { Model } from "../model/index.ts";
import { diffModels } from "./diff-models.ts";
import { formatMarkdown } from "./format-markdown.ts";
import type { SideLabels } from "./format-json.ts";

/**
 * The markdown review of one interface version against the previous one, as the generate step
 * writes it (e.g. `generated/diff-14-15.md`). Without labels the sides are named by their namespaces.
 */
export function renderVersionReport(oldModel: Model, newModel: Model, labels?: SideLabels): string {
  return formatMarkdown(
    diffModels(oldModel, newModel),
    labels ?? { old: oldModel.namespaces.join(", "), new: newModel.namespaces.join(", ") },
  );
}
