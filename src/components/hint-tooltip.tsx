import Popper from '@mui/material/Popper';
import { styled } from '@mui/material/styles';
import { tooltipClasses } from '@mui/material/Tooltip';
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';

/** MUI's Tooltip's default delays: open 100 ms after the pointer enters, close as it leaves. */
const ENTER_DELAY = 100;

/** The look of MUI's tooltip (its `TooltipTooltip` styles; the Popper is the role="tooltip" element, as in MUI, placement bottom, no arrow, not touch). */
const HintPopup = styled('div')(({ theme }) => ({
  backgroundColor: theme.vars ? theme.vars.palette.Tooltip.bg : theme.alpha(theme.palette.grey[700], 0.92),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  color: (theme.vars ?? theme).palette.common.white,
  fontFamily: theme.typography.fontFamily,
  padding: '4px 8px',
  fontSize: theme.typography.pxToRem(11),
  maxWidth: 300,
  margin: 2,
  marginTop: '14px',
  wordWrap: 'break-word',
  fontWeight: theme.typography.fontWeightMedium,
}));

type ChildProps = {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: React.Ref<HTMLElement>;
};

interface HintTooltipProps {
  /** The plain text shown; the child's accessible name when it has none. */
  title: string;
  /** One element that takes a ref and spreads its props on its DOM node (e.g. an IconButton). */
  children: ReactElement<ChildProps>;
  /**
   * The title only describes the child (as MUI's `describeChild`): never its name, even when it has no
   * aria-label (a child named by its own text, such as a count it shows).
   */
  describeChild?: boolean;
}

function focusVisible(node: Element): boolean {
  try {
    return node.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: open on every focus, as a keyboard user needs
  }
}

/**
 * A tooltip with a plain-text title that costs nothing until used: its child renders as it is (with
 * handlers merged in, its node kept in a ref, not in state), and the popup — MUI's Popper with MUI's
 * tooltip look — exists only while open. MUI's Tooltip renders every instance twice on mount (it keeps its
 * child node in state, set from a ref callback) with a Popper each, ~13 components a row action in the
 * overview's rows. Opens on hover (after 100 ms) and on keyboard focus; closes on leave, blur and Escape.
 */
export function HintTooltip({ title, children, describeChild = false }: HintTooltipProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const props = children.props;

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const childRef = props.ref;
  const setRef = useRef((node: HTMLElement | null) => {
    anchor.current = node;
  });
  // The child's own ref, if any, is forwarded; a stable callback otherwise, so React never re-attaches it.
  const ref =
    childRef == null
      ? setRef.current
      : (node: HTMLElement | null) => {
          anchor.current = node;
          if (typeof childRef === 'function') return childRef(node);
          (childRef as { current: HTMLElement | null }).current = node;
          return undefined;
        };

  const labelled = describeChild || Boolean(props['aria-label'] || props['aria-labelledby']);
  const describedBy = [props['aria-describedby'], open && labelled ? id : undefined]
    .filter(Boolean)
    .join(' ');

  const child = cloneElement(children, {
    ref,
    ...(labelled ? {} : { 'aria-label': title }),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      props.onMouseEnter?.(event);
      cancel();
      timer.current = setTimeout(() => setOpen(true), ENTER_DELAY);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      props.onMouseLeave?.(event);
      cancel();
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      if (focusVisible(event.currentTarget)) {
        cancel();
        setOpen(true);
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      cancel();
      setOpen(false);
    },
  });

  return (
    <>
      {child}
      {open && anchor.current ? (
        <Popper
          open
          id={id}
          anchorEl={anchor.current}
          placement="bottom"
          className={tooltipClasses.popper}
          sx={{ zIndex: 'tooltip', pointerEvents: 'auto' }}
          onMouseEnter={cancel}
          onMouseLeave={() => setOpen(false)}
        >
          <HintPopup className={`${tooltipClasses.tooltip} ${tooltipClasses.tooltipPlacementBottom}`}>
            {title}
          </HintPopup>
        </Popper>
      ) : null}
    </>
  );
}
