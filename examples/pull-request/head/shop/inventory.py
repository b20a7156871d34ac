"""Stock keeping for the shop."""
import os, sys
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

    def remove(self, sku, quantity):
        if sku not in self.items:
            raise KeyError(sku)
        item = self.items[sku]
        if item.quantity < quantity:
            raise ValueError(f"only {item.quantity} of {sku} in stock")
        item.quantity -= quantity
        return item.quantity

    def total_value(self) -> float:
        """The value of everything in stock."""
        return sum(i.price * i.quantity for i in self.items.values() if i.quantity > 0)
