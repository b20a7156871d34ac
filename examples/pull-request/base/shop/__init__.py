"""A tiny shop: the example project Remora reviews in the quick start."""
