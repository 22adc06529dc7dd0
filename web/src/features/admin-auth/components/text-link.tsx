import { Link, type LinkProps } from 'react-router';

// An inline link in the admin sign-in pages' colours.
export function TextLink({ className = '', ...props }: LinkProps & { className?: string }) {
  return (
    <Link
      className={`rounded font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900 ${className}`}
      {...props}
    />
  );
}
