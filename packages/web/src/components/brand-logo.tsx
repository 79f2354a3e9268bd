// The Hemvakt mark (a house with a keyhole) and word mark.
interface BrandLogoProps {
  size?: number;
  inverse?: boolean;
  withName?: boolean;
}

export function BrandMark({ size = 36, inverse = false }: { size?: number; inverse?: boolean }) {
  const fill = inverse ? '#ffffff' : 'var(--ion-color-primary)';
  const hole = inverse ? 'var(--ion-color-primary)' : '#ffffff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={fill} />
      <path d="M32 13 12 29h6v20h28V29h6z" fill={hole} />
      <circle cx="32" cy="36" r="5" fill={fill} />
      <rect x="30" y="38" width="4" height="7" rx="1" fill={fill} />
    </svg>
  );
}

export function BrandLogo({ size = 36, inverse = false, withName = true }: BrandLogoProps) {
  return (
    <span className={`brand-logo${inverse ? ' brand-logo--inverse' : ''}`}>
      <BrandMark size={size} inverse={inverse} />
      {withName ? <span className="brand-logo__name">Hemvakt</span> : null}
    </span>
  );
}
