"""Prices and discounts."""


def apply_discount(price: float, percent: float) -> float:
    """Reduce a price by a percentage."""
    return round(price * (1 - percent / 100), 2)
