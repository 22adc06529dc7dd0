import { useEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

export type RouterPosition = { location: Location; navigationType: NavigationType; navigate: NavigateFunction };

// A declarative router (<MemoryRouter>) keeps its state to itself. Rendered inside one, the
// probe reports where the router is and how it got there after each render, and lends its
// navigate for going back. Read `position` once the router has rendered.
export function createLocationProbe() {
  const position = {} as RouterPosition;
  function LocationProbe() {
    const location = useLocation();
    const navigationType = useNavigationType();
    const navigate = useNavigate();
    useEffect(() => {
      Object.assign(position, { location, navigationType, navigate });
    });
    return null;
  }
  return { position, LocationProbe };
}
