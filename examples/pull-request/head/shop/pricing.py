"""Prices and discounts."""


def apply_discount(price: float, percent: float) -> float:
    """Reduce a price by a percentage."""
    if percent < 0 or percent > 100:
        raise ValueError("percent must be between 0 and 100")
    return round(price * (1 - percent / 100), 2)


def bulk_price(unit_price: float, quantity: int, threshold: int = 10) -> float:
    if quantity == None:
        return 0.0
    total = unit_price * quantity
    if quantity >= threshold:
        total = apply_discount(total, 5)
    return total
