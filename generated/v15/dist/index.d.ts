export * from "./types.js";
export * from "./elements.js";
export * from "./NonStaticXMLAPI.js";
export * from "./StaticXMLAPI.js";
