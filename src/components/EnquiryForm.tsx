import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import clsx from "clsx";
import { budgets, emptyFields, type Budget, type Enquiry, type EnquiryFields } from "../lib/enquiry";
import { fieldOrder, fieldRules, invalidFields, minFillMs, normaliseField, type FieldName } from "../lib/validation";
import { toast } from "../lib/toast-store";
import { currency, fieldCopy, honeypotLabel, tooLongHint } from "../content/enquiry";
import "./EnquiryForm.css";

export type ValidEnquiry = Omit<Enquiry, "source">;

export interface EnquiryFormProps {
  /** The email hint differs between the two popups (spec section 5). */
  emailHint: string;
  /** Toast for a submit with a missing or invalid field. */
  invalidToast: { message: string; duration: number };
  submitLabel: string;
  /** A valid submit; `bot` is true when the hidden honeypot was filled, or the form was sent
   *  sooner after it opened than a person could (send nothing). */
  onValid: (enquiry: ValidEnquiry, meta: { bot: boolean }) => void;
  /** Preselects a budget; pass a new object each time it should apply. */
  preset?: { budget?: Budget } | null;
  /** Whether the form is on screen (its dialog open); the fill time counts from then. */
  active?: boolean;
  className?: string;
}

/**
 * The enquiry form of both popups: six labelled fields cleaned as they are typed, the browser's
 * constraints on each input, and our own check of every rule on submit (noValidate, so the
 * spec's toast, the focus move and the hint are the same in every browser).
 */
export function EnquiryForm({ emailHint, invalidToast, submitLabel, onValid, preset, active = true, className }: EnquiryFormProps) {
  const id = useId();
  const [values, setValues] = useState<EnquiryFields>(emptyFields);
  const [flagged, setFlagged] = useState<ReadonlySet<FieldName>>(new Set());
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  // Set by a valid submit and cleared by the next edit: a double click or a second Enter sends once.
  const sent = useRef(false);
  const openedAt = useRef(0);

  useEffect(() => {
    if (active) openedAt.current = Date.now();
  }, [active]);

  useEffect(() => {
    const budget = preset?.budget;
    if (budget) setValues((v) => ({ ...v, budget }));
  }, [preset]);

  function change(name: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      sent.current = false;
      const value = normaliseField(name, event.target.value);
      setValues((v) => ({ ...v, [name]: value }));
    };
  }

  function flagIfInvalid(name: FieldName) {
    if (values[name] !== "" && !fieldRules[name].isValid(values[name])) setFlagged((f) => new Set(f).add(name));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent.current) return;
    const invalid = invalidFields(values);
    const first = invalid[0];
    if (first) {
      toast(invalidToast.message, { duration: invalidToast.duration, kind: "error" });
      setFlagged(new Set(invalid));
      fields.current[first]?.focus();
      return;
    }
    sent.current = true;
    const bot = (honeypot.current?.value ?? "") !== "" || Date.now() - openedAt.current < minFillMs;
    const enquiry: ValidEnquiry = { ...values, name: values.name.trim(), city: values.city.trim(), budget: values.budget as Budget };
    setValues(emptyFields);
    setFlagged(new Set());
    if (honeypot.current) honeypot.current.value = "";
    onValid(enquiry, { bot });
  }

  function field(name: FieldName) {
    const rule = fieldRules[name];
    const copy = fieldCopy[name];
    const inputId = `${id}-${name}`;
    const hintId = `${inputId}-hint`;
    // Too long shows at once, while typing: the visitor sees why before sending.
    const tooLong = rule.maxChars !== undefined && values[name].trim().length > rule.maxChars;
    const showHint = (flagged.has(name) || tooLong) && !rule.isValid(values[name]);
    const common = {
      id: inputId,
      name,
      required: true,
      value: values[name],
      onChange: change(name),
      onBlur: () => flagIfInvalid(name),
      "aria-invalid": showHint || undefined,
      "aria-describedby": showHint ? hintId : undefined,
      autoComplete: rule.attrs.autoComplete,
    };
    return (
      <div className={clsx("enquiry__field", `enquiry__field--${name}`)} key={name}>
        <label className="enquiry__label" htmlFor={inputId}>
          {copy.label}
        </label>
        {name === "budget" ? (
          <select
            {...common}
            ref={(el) => {
              fields.current[name] = el;
            }}
            className={clsx("enquiry__input enquiry__select", values.budget === "" && "enquiry__select--empty")}
          >
            <option value="">{copy.placeholder}</option>
            {budgets.map((b) => (
              <option key={b} value={b}>
                {currency}
                {b}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            ref={(el) => {
              fields.current[name] = el;
            }}
            className="enquiry__input"
            type={rule.attrs.type}
            inputMode={rule.attrs.inputMode}
            minLength={rule.attrs.minLength}
            maxLength={rule.attrs.maxLength}
            pattern={rule.attrs.pattern}
            autoCapitalize={rule.attrs.autoCapitalize}
            autoCorrect={name === "email" ? "off" : undefined}
            spellCheck={name === "email" ? false : undefined}
            placeholder={copy.placeholder}
          />
        )}
        {showHint && (
          <p id={hintId} className="enquiry__hint">
            {tooLong ? tooLongHint(rule.maxChars!) : name === "email" ? emailHint : copy.hint}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={clsx("enquiry", className)} noValidate onSubmit={handleSubmit}>
      <div className="enquiry__grid">{fieldOrder.map(field)}</div>
      {/* A field people never see: bots that fill every input reveal themselves here. */}
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{honeypotLabel}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button button--primary enquiry__submit">
        {submitLabel}
      </button>
    </form>
  );
}
