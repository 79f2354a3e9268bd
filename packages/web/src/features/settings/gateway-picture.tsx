// A drawing of the gateway model (spec 002 §2 'My gateway'): the SEG-X3 is a small Wi-Fi puck, the
// SEG-X5 a box with an Ethernet port.

export function GatewayPicture({ model, label }: { model: string; label: string }) {
  if (model === 'SEG-X5') {
    return (
      <svg className="gateway-picture" viewBox="0 0 160 110" role="img" aria-label={label}>
        <rect x="20" y="24" width="120" height="62" rx="12" fill="#e6eef1" stroke="#17667a" strokeWidth="3" />
        <rect x="20" y="70" width="120" height="16" rx="6" fill="#cfdde2" />
        <circle cx="42" cy="46" r="5" fill="#23834f" />
        <circle cx="58" cy="46" r="5" fill="#17667a" opacity="0.5" />
        <rect x="104" y="40" width="22" height="16" rx="2" fill="#46555d" />
        <rect x="108" y="44" width="14" height="6" fill="#e6eef1" />
        <text x="80" y="104" textAnchor="middle" fontSize="11" fill="#46555d" fontWeight="700">
          SEG-X5
        </text>
      </svg>
    );
  }
  return (
    <svg className="gateway-picture" viewBox="0 0 160 110" role="img" aria-label={label}>
      <ellipse cx="80" cy="78" rx="50" ry="12" fill="#cfdde2" />
      <path d="M30 78 V58 a50 24 0 0 1 100 0 V78" fill="#e6eef1" stroke="#17667a" strokeWidth="3" />
      <circle cx="80" cy="52" r="6" fill="#23834f" />
      <path
        d="M66 34 a20 20 0 0 1 28 0 M60 27 a29 29 0 0 1 40 0"
        fill="none"
        stroke="#17667a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text x="80" y="104" textAnchor="middle" fontSize="11" fill="#46555d" fontWeight="700">
        SEG-X3
      </text>
    </svg>
  );
}
