import { Banner } from '../../../ui/banner.tsx';

/** One message, or a headline with the reasons per line beneath it. */
export function ProblemBanner({ messages }: { messages: string[] }) {
  const [headline, ...details] = messages;
  return (
    <Banner>
      <p>{headline}</p>
      {details.length > 0 ? (
        <ul className="mt-1 list-disc ps-5 font-normal">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}
