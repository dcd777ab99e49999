/** The mark: a white stroke on the brand gradient (a CSS gradient, so any number of marks can share a page). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-grid shrink-0 place-items-center rounded-[28%] bg-gradient-to-br from-brand-500 to-violet-500 ${className}`}
    >
      <svg viewBox="0 0 32 32" className="size-full">
        <path
          d="M9 22c3-8 6-12 11-12 2 0 3 1 3 2.5S21.5 15 19 15h-3l6 7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
