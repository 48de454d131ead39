"""The generators of the built-in library (run by scripts/generate-library)."""
