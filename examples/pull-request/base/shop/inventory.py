"""Stock keeping for the shop."""
from dataclasses import dataclass


@dataclass
class Item:
    """One product on the shelf."""

    sku: str
    price: float
    quantity: int = 0


class Inventory:
    """All items, by SKU."""

    def __init__(self):
        self.items = {}

    def add(self, item: Item) -> None:
        """Add an item, or restock it when the SKU is known."""
        if item.sku in self.items:
            self.items[item.sku].quantity += item.quantity
        else:
            self.items[item.sku] = item

    def total_value(self) -> float:
        """The value of everything in stock."""
        return sum(i.price * i.quantity for i in self.items.values())
