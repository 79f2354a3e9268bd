// A person's picture, or their initials on the brand colour.
import { initials } from '../lib/text';

export function Avatar({ name, image, size = 44 }: { name: string; image: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  return image ? (
    <img className="avatar avatar--image" src={image} alt="" width={size} height={size} style={style} />
  ) : (
    <span className="avatar" aria-hidden="true" style={style}>
      {initials(name)}
    </span>
  );
}
