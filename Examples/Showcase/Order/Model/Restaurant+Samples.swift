extension Restaurant {
    /// Three restaurants with prices in euros: a sandwich bar (whose special's name tries to
    /// take over the terminal), a ramen shop with Japanese names and combining marks, and a
    /// pizzeria.
    package static let samples: [Restaurant] = [
        Restaurant(
            id: "crumb", name: "The Daily Crumb", cuisine: "Sandwiches", minimumOrderValue: Money(cents: 1200),
            products: [
                Product(id: "crumb.ham", name: "Ham & cheese", price: Money(cents: 450), restaurantID: "crumb"),
                Product(id: "crumb.club", name: "Club sandwich 🥪", price: Money(cents: 650), restaurantID: "crumb"),
                Product(id: "crumb.croque", name: "Croque-monsieur", price: Money(cents: 580), restaurantID: "crumb"),
                Product(
                    id: "crumb.special", name: "Special \u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}gnp.exe", price: Money(cents: 700),
                    restaurantID: "crumb"),
                Product(id: "crumb.coffee", name: "Cafe\u{301} cre\u{300}me ☕", price: Money(cents: 290), restaurantID: "crumb"),
            ]),
        Restaurant(
            id: "ichiraku", name: "Ramen Ichiraku 一楽", cuisine: "Japanese", minimumOrderValue: Money(cents: 1500),
            products: [
                Product(id: "ichiraku.shoyu", name: "醤油ラーメン Sho\u{304}yu", price: Money(cents: 1150), restaurantID: "ichiraku"),
                Product(id: "ichiraku.miso", name: "味噌ラーメン Miso", price: Money(cents: 1200), restaurantID: "ichiraku"),
                Product(id: "ichiraku.gyoza", name: "餃子 Gyo\u{304}za", price: Money(cents: 550), restaurantID: "ichiraku"),
                Product(id: "ichiraku.karaage", name: "唐揚げ Karaage", price: Money(cents: 650), restaurantID: "ichiraku"),
                Product(id: "ichiraku.matcha", name: "抹茶アイス Matcha 🍵", price: Money(cents: 400), restaurantID: "ichiraku"),
            ]),
        Restaurant(
            id: "vesuvio", name: "Pizzeria Vesuvio 🍕", cuisine: "Pizza", minimumOrderValue: Money(cents: 1800),
            products: [
                Product(id: "vesuvio.margherita", name: "Margherita", price: Money(cents: 950), restaurantID: "vesuvio"),
                Product(id: "vesuvio.diavola", name: "Diavola", price: Money(cents: 1100), restaurantID: "vesuvio"),
                Product(id: "vesuvio.funghi", name: "Funghi", price: Money(cents: 1050), restaurantID: "vesuvio"),
                Product(id: "vesuvio.formaggi", name: "Quattro formaggi", price: Money(cents: 1250), restaurantID: "vesuvio"),
                Product(id: "vesuvio.tiramisu", name: "Tiramisù", price: Money(cents: 500), restaurantID: "vesuvio"),
            ]),
    ]
}
