import AlertTriangle from "lucide-react/icons/triangle-alert";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import GripVertical from "lucide-react/icons/grip-vertical";
import Plus from "lucide-react/icons/plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Sparkles from "lucide-react/icons/sparkles";
import Trash2 from "lucide-react/icons/trash-2";
import Undo2 from "lucide-react/icons/undo-2";

/**
 * The courses feature's pictograms: lucide icons (one SVG set, imported per
 * icon), 16 px, currentColor. Decorative: the buttons and text beside them carry the labels.
 */
const common = { "aria-hidden": true, focusable: false, className: "size-4 shrink-0", strokeWidth: 1.75 } as const;

export const ArrowUpIcon = () => <ArrowUp {...common} />;
export const ArrowDownIcon = () => <ArrowDown {...common} />;
export const ArrowLeftIcon = () => <ArrowLeft {...common} />;
export const ArrowRightIcon = () => <ArrowRight {...common} />;
export const TrashIcon = () => <Trash2 {...common} />;
export const PlusIcon = () => <Plus {...common} />;
export const UndoIcon = () => <Undo2 {...common} />;
export const GripIcon = () => <GripVertical {...common} />;
export const SparkIcon = () => <Sparkles {...common} />;
export const ClockIcon = () => <Clock {...common} />;
export const CheckIcon = () => <Check {...common} />;
export const AlertIcon = () => <AlertTriangle {...common} />;
export const RefreshIcon = () => <RefreshCw {...common} />;
