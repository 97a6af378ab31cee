// Animation and gesture support for m.* elements. Only ever loaded with import() by
// motion-loader.ts, after the page, so no route carries it in its first-load JavaScript.
export { domAnimation as default } from "motion/react";
