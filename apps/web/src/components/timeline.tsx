export function Timeline({
  steps,
  idPrefix,
}: {
  steps: { key: string; duration: string; title: string; text: string }[];
  /** Each heading's id is `idPrefix-key`: the chat's data names the passage by it. */
  idPrefix: string;
}) {
  return (
    <ol className="timeline">
      {steps.map((step, index) => (
        <li key={step.key} className="timeline__step">
          <span className="timeline__index" aria-hidden="true">
            {index + 1}
          </span>
          <div className="timeline__body">
            <p className="timeline__duration">{step.duration}</p>
            <h3 id={`${idPrefix}-${step.key}`}>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
