// domAnimation plus layout projection (and drag), for lists whose rows glide to a new place
// when reordered. A bigger chunk than motion-features.ts, so only the outline editor loads it.
export { domMax as default } from "motion/react";
