extension Book {
    /// Books in several scripts: Japanese, Spanish written with combining accents, Russian,
    /// and one with emoji that is not published yet.
    package static let samples: [Book] = [
        Book(
            id: 1, name: "ノルウェイの森", author: Author(name: "村上 春樹"), price: Money(cents: 1250), isAvailable: true,
            blurb: "Tokyo, the late sixties: a student looks back on a friendship, a loss and the two women he loved."),
        Book(
            // "años" and "García Márquez" spelled with combining marks (n + U+0303, i + U+0301, a + U+0301).
            id: 2, name: "Cien an\u{303}os de soledad", author: Author(name: "Gabriel Garci\u{301}a Ma\u{301}rquez"),
            price: Money(cents: 1490), isAvailable: true,
            blurb: "Seven generations of one family in a town that the rest of the world keeps forgetting."),
        Book(
            id: 3, name: "Cooking for Coders 🍜👩‍💻", author: Author(name: "Ada Lovelace"), price: Money(cents: 2400),
            isAvailable: false,
            blurb: "Recipes that take exactly as long as a clean build: noodles, curries and a very patient risotto."),
        Book(
            id: 4, name: "Мастер и Маргарита", author: Author(name: "Михаил Булгаков"), price: Money(cents: 990),
            isAvailable: true,
            blurb: "The devil visits Moscow in the thirties, and a writer and the woman who loves him pay the price."),
    ]
}

extension Book.Review {
    /// Reviews of the sample books by their identifiers, one of them from a reader who tries
    /// to take over the terminal.
    package static let samples: [Int: [Book.Review]] = [
        1: [
            Book.Review(
                title: "Gripping", text: "Could not put it down; the ending stayed with me for days.", numberOfStars: 4,
                reviewer: "Hanako"),
            Book.Review(title: "美しい", text: "静かで、悲しくて、美しい物語。", numberOfStars: 5, reviewer: "山田 太郎"),
            Book.Review(
                title: "\u{1B}[2J\u{1B}]0;pwned\u{07}Free copies", text: "Download it here: \u{202E}exe.koob",
                numberOfStars: 1, reviewer: "Mallory \u{1B}[31m"),
        ],
        2: [
            Book.Review(title: "Magic", text: "Every page a small miracle.", numberOfStars: 5, reviewer: "Jose\u{301}"),
        ],
        4: [
            Book.Review(title: "Funny and dark", text: "", numberOfStars: 4, reviewer: "Olga"),
        ],
    ]
}
