/** Small inline icons (16 px grid, currentColor). Decorative: the buttons carry the labels. */
const common = { "aria-hidden": true, viewBox: "0 0 16 16", fill: "none", className: "size-4" } as const;
const stroke = { stroke: "currentColor", strokeWidth: 1.6, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export const ArrowUpIcon = () => (
  <svg {...common}>
    <path d="M8 13V3M4 7l4-4 4 4" {...stroke} />
  </svg>
);
export const ArrowDownIcon = () => (
  <svg {...common}>
    <path d="M8 3v10M4 9l4 4 4-4" {...stroke} />
  </svg>
);
export const ArrowLeftIcon = () => (
  <svg {...common}>
    <path d="M13 8H3M7 4 3 8l4 4" {...stroke} />
  </svg>
);
export const ArrowRightIcon = () => (
  <svg {...common}>
    <path d="M3 8h10M9 4l4 4-4 4" {...stroke} />
  </svg>
);
export const TrashIcon = () => (
  <svg {...common}>
    <path d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5M6.8 7v4M9.2 7v4" {...stroke} />
  </svg>
);
export const PlusIcon = () => (
  <svg {...common}>
    <path d="M8 3v10M3 8h10" {...stroke} />
  </svg>
);
export const UndoIcon = () => (
  <svg {...common}>
    <path d="M4 6h6a3 3 0 0 1 0 6H7M6.5 3.5 4 6l2.5 2.5" {...stroke} />
  </svg>
);
export const GripIcon = () => (
  <svg {...common}>
    {[5, 8, 11].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.1" fill="currentColor" />))}
  </svg>
);
export const SparkIcon = () => (
  <svg {...common}>
    <path d="M8 2.5v3M8 10.5v3M2.5 8h3M10.5 8h3M4.2 4.2l1.6 1.6M10.2 10.2l1.6 1.6M11.8 4.2l-1.6 1.6M5.8 10.2l-1.6 1.6" {...stroke} />
  </svg>
);
export const ClockIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="8" r="5.5" {...stroke} />
    <path d="M8 5v3l2 1.5" {...stroke} />
  </svg>
);
export const CheckIcon = () => (
  <svg {...common}>
    <path d="m3.5 8.5 3 3 6-7" {...stroke} />
  </svg>
);
export const AlertIcon = () => (
  <svg {...common}>
    <path d="M8 2.5 14 13H2L8 2.5Z" {...stroke} />
    <path d="M8 6.5v3M8 11.2v.1" {...stroke} />
  </svg>
);
export const RefreshIcon = () => (
  <svg {...common}>
    <path d="M13 8a5 5 0 1 1-1.5-3.6M13 3v2.5h-2.5" {...stroke} />
  </svg>
);
