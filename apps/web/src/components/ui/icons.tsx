// Interface icons as separate components so client bundles only carry the ones they use.
import { SvgIcon, type SvgIconProps } from './svg-icon';

export const SearchIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </SvgIcon>
);

export const ChevronDownIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);

export const CloseIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);

export const CheckCircleIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </SvgIcon>
);

export const InfoCircleIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </SvgIcon>
);

export const WarningIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </SvgIcon>
);

export const ErrorCircleIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </SvgIcon>
);

export const QuestionCircleIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </SvgIcon>
);

export const HomeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m3 11 9-8 9 8" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </SvgIcon>
);

export const UserIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </SvgIcon>
);

export const EnvelopeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </SvgIcon>
);

export const HeartIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z" />
  </SvgIcon>
);

export const NoteIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M5 3h10l4 4v14H5z" />
    <path d="M15 3v4h4M8 12h8M8 16h5" />
  </SvgIcon>
);

export const MessageIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </SvgIcon>
);

export const WalletIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h13v4" />
    <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
    <path d="M16 14.5h.01" />
  </SvgIcon>
);

export const MapPinIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </SvgIcon>
);

export const OrderIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 2h6v4H9zM9 11h6M9 15h4" />
  </SvgIcon>
);

export const CommentIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </SvgIcon>
);

export const StoreIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6z" />
    <path d="M10 20v-5h4v5" />
  </SvgIcon>
);

export const HistoryIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </SvgIcon>
);

/** Points to the physical left: "next" and "deeper" in a right-to-left page (SVG is never mirrored). */
export const ChevronLeftIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m15 6-6 6 6 6" />
  </SvgIcon>
);

/** Points to the physical right: "previous" in a right-to-left page. */
export const ChevronRightIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m9 6 6 6-6 6" />
  </SvgIcon>
);

export const PhoneIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </SvgIcon>
);

export const MailIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </SvgIcon>
);

export const GlobeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </SvgIcon>
);

export const BadgeCheckIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3 4 6v6c0 4.7 3.3 8 8 9 4.7-1 8-4.3 8-9V6z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </SvgIcon>
);

export const UsersIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </SvgIcon>
);

export const CalendarIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </SvgIcon>
);

export const PackageIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="m12 2 9 5v10l-9 5-9-5V7z" />
    <path d="m3 7 9 5 9-5M12 12v10" />
  </SvgIcon>
);

export const DownloadIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5" />
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </SvgIcon>
);

export const FilterIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 5h18l-7 8v6l-4 2v-8z" />
  </SvgIcon>
);

export const ClockIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </SvgIcon>
);

export const ListIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
  </SvgIcon>
);

export const LogoutIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M9 8l-4 4 4 4M5 12h10" />
  </SvgIcon>
);

export const TagIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <path d="M7.5 7.5h.01" />
  </SvgIcon>
);

export const EyeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);

export const MegaphoneIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 10v4h4l8 5V5L7 10z" />
    <path d="M18.5 9a4 4 0 0 1 0 6" />
  </SvgIcon>
);
