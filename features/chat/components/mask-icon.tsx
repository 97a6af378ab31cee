import Blend from "lucide-react/icons/blend";
import DraftingCompass from "lucide-react/icons/drafting-compass";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Sprout from "lucide-react/icons/sprout";
import Swords from "lucide-react/icons/swords";
import type { MaskIconName } from "../lib/masks";

const ICONS = {
  "graduation-cap": GraduationCap,
  swords: Swords,
  sprout: Sprout,
  "drafting-compass": DraftingCompass,
  blend: Blend,
} satisfies Record<MaskIconName, unknown>;

/** A mask's pictogram as an SVG: decorative, the mask's name is always written beside it. */
export function MaskIcon({ name, className = "size-4" }: { name: MaskIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={`shrink-0 ${className}`} strokeWidth={1.75} />;
}
