"""Prices and discounts."""


def apply_discount(price: float, percent: float) -> float:
    """Reduce a price by a percentage.

    Args:
        price: The price before the discount, in the shop's currency.
        percent: How much to take off, from 0 to 100.

    Returns:
        The discounted price, rounded to cents.

    Examples:
        >>> apply_discount(80.0, 25)
        60.0
    """
    return round(price * (1 - percent / 100), 2)
