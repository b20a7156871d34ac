"""Prices and discounts."""


def apply_discount(price: float, rate: float) -> float:
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
    if rate < 0 or rate > 100:
        raise ValueError("rate must be between 0 and 100")
    return round(price * (1 - rate / 100), 2)


def bulk_price(unit_price: float, quantity: int, threshold: int = 10) -> float:
    if quantity == None:
        return 0.0
    total = unit_price * quantity
    if quantity >= threshold:
        total = apply_discount(total, 5)
    return total
